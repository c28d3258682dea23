package lighthouse

import (
	"strings"
	"testing"
)

func TestCheckFonts(t *testing.T) {
	have := map[string]string{"en": "DejaVu Sans\n"}
	families := func(lang string) (string, error) { return have[lang], nil }
	err := checkFonts([]string{"ja", "en"}, families)
	if err == nil || !strings.Contains(err.Error(), "no font for ja") || !strings.Contains(err.Error(), "apt-get install fonts-noto-cjk") {
		t.Errorf("without a Japanese font: %v", err)
	}
	have["ja"] = "Noto Sans CJK JP,Noto Sans CJK SC\n"
	if err := checkFonts([]string{"ja", "en"}, families); err != nil {
		t.Errorf("with fonts for both: %v", err)
	}
}
