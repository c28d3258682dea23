package lighthouse

import (
	"context"
	"fmt"
	"os/exec"
	"strings"
)

// fontPackages are the Debian packages that give each locale's script a font.
var fontPackages = map[string]string{"ja": "fonts-noto-cjk"}

// checkFonts makes sure Chromium has a font for the script of every
// locale. Without one it draws the text with fallback glyphs, searching the
// font list for each character: on the Japanese post that doubled the time
// of style and layout, which Lighthouse then reports as the page's.
func checkFonts(locales []string, families func(lang string) (string, error)) error {
	var missing []string
	for _, l := range locales {
		out, err := families(l)
		if err != nil {
			return err
		}
		if strings.TrimSpace(out) == "" {
			missing = append(missing, l)
		}
	}
	if len(missing) == 0 {
		return nil
	}
	install := "install a font that covers them (Debian: apt-get install fonts-noto)"
	if pkg, ok := fontPackages[missing[0]]; ok && len(missing) == 1 {
		install = "apt-get install " + pkg
	}
	return fmt.Errorf("no font for %s here (fc-list :lang=%s lists none): Lighthouse would time Chromium's search for fallback glyphs, not the page a reader sees; %s",
		strings.Join(missing, ", "), missing[0], install)
}

// fcList lists the font families fontconfig has for a language.
func fcList(ctx context.Context) func(lang string) (string, error) {
	return func(lang string) (string, error) {
		out, err := exec.CommandContext(ctx, "fc-list", ":lang="+lang, "family").Output()
		if err != nil {
			return "", fmt.Errorf("fc-list, which tells whether Chromium has fonts for %s: %w (apt-get install fontconfig)", lang, err)
		}
		return string(out), nil
	}
}
