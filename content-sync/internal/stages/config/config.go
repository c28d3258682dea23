// Package config reads the pipeline's settings from site.toml, strictly: an
// unknown key or a value of the wrong type is an error with its line and column.
package config

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"github.com/ayakashi-research/ds/content-sync/internal/support/diag"
	"github.com/pelletier/go-toml/v2"
)

// FileName is the settings file at the repository root.
const FileName = "site.toml"

// Config is everything the pipeline can be told.
type Config struct {
	Site   Site   `toml:"site"`
	I18n   I18n   `toml:"i18n"`
	Posts  Posts  `toml:"posts"`
	Build  Build  `toml:"build"`
	Deploy Deploy `toml:"deploy"`
}

// Site holds what the published pages show and where they live.
type Site struct {
	Token    string `toml:"token"`     // the {token} of "{token} Research"
	Author   string `toml:"author"`    // credited in the footer's copyright line
	URL      string `toml:"url"`       // scheme and host of the published site
	BasePath string `toml:"base_path"` // path of the default locale, "/ds/"
	RepoURL  string `toml:"repo_url"`  // where "Edit this page" sends the author
}

// I18n names the locales; the default one is served at the base path.
type I18n struct {
	DefaultLocale string   `toml:"default_locale"`
	Locales       []string `toml:"locales"`
	// MissingTranslation is "error" (default) or "warning".
	MissingTranslation string `toml:"missing_translation"`
}

// Posts bounds the dates a post may carry.
type Posts struct {
	FirstDate toml.LocalDate `toml:"first_date"`
	LastDate  toml.LocalDate `toml:"last_date"`
}

// Build says where staged trees and the merged site go, relative to the root.
type Build struct {
	OutDir   string `toml:"out_dir"`
	StageDir string `toml:"stage_dir"`
}

// Deploy names the git remote and branch that receive the site.
type Deploy struct {
	Remote string `toml:"remote"`
	Branch string `toml:"branch"`
}

// Default is the configuration used for any key the file leaves out.
func Default() Config {
	return Config{
		Site:   Site{Token: "Ayakashi", Author: "Ayakashi", URL: "https://ayakashi-research.github.io", BasePath: "/ds/", RepoURL: "https://github.com/ayakashi-research/ds"},
		I18n:   I18n{DefaultLocale: "ja", Locales: []string{"ja", "en"}, MissingTranslation: "error"},
		Posts:  Posts{FirstDate: toml.LocalDate{Year: 2025, Month: 9, Day: 1}, LastDate: toml.LocalDate{Year: 2025, Month: 10, Day: 3}},
		Build:  Build{OutDir: "build/ds", StageDir: ".stage"},
		Deploy: Deploy{Remote: "origin", Branch: "gh-pages"},
	}
}

// Read loads the settings file of the repository at root; diagnostics name
// it as the author sees it, site.toml.
func Read(root string) (Config, diag.List) {
	data, err := os.ReadFile(filepath.Join(root, FileName))
	if errors.Is(err, os.ErrNotExist) {
		return Default(), nil
	}
	if err != nil {
		var l diag.List
		l.Errorf(FileName, 0, 0, "", "cannot read the settings: %v", err)
		return Default(), l
	}
	return Parse(FileName, data)
}

// Parse decodes data strictly and checks the values make sense together.
func Parse(path string, data []byte) (Config, diag.List) {
	cfg := Default()
	var l diag.List
	dec := toml.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&cfg); err != nil {
		decodeDiagnostics(&l, path, err)
		return cfg, l
	}
	cfg.check(&l, path, data)
	return cfg, l
}

func decodeDiagnostics(l *diag.List, path string, err error) {
	var strict *toml.StrictMissingError
	var de *toml.DecodeError
	switch {
	case errors.As(err, &strict):
		for _, e := range strict.Errors {
			line, col := e.Position()
			l.Errorf(path, line, col, "remove it or fix its spelling; known keys are listed in README.md",
				"unknown setting %q", strings.Join(e.Key(), "."))
		}
	case errors.As(err, &de):
		line, col := de.Position()
		msg := strings.TrimPrefix(de.Error(), "toml: ")
		if key := strings.Join(de.Key(), "."); key != "" {
			// "… into struct field config.Site.Token of type string" names Go
			// types; the author knows the key.
			if i := strings.Index(msg, " into struct field "); i >= 0 {
				if j := strings.LastIndex(msg, " of type "); j > i {
					msg = msg[:i] + " into " + msg[j+len(" of type "):]
				}
			}
			msg = key + ": " + msg
		}
		l.Errorf(path, line, col, "see README.md for the expected value", "%s", msg)
	default:
		l.Errorf(path, 0, 0, "see README.md for the expected value", "%s", strings.TrimPrefix(err.Error(), "toml: "))
	}
}

func (c *Config) check(l *diag.List, path string, data []byte) {
	at := func(key, hint, format string, args ...any) {
		line, col := KeyPosition(data, key)
		l.Errorf(path, line, col, hint, format, args...)
	}
	if strings.TrimSpace(c.Site.Token) == "" {
		at("site.token", `for example token = "Ayakashi"`, "site.token is empty")
	}
	if strings.TrimSpace(c.Site.Author) == "" {
		at("site.author", `the copyright line credits this name: for example author = "Ayakashi"`, "site.author is empty")
	}
	if !strings.HasPrefix(c.Site.BasePath, "/") || !strings.HasSuffix(c.Site.BasePath, "/") {
		at("site.base_path", `for example base_path = "/ds/"`, "site.base_path %q must start and end with /", c.Site.BasePath)
	}
	if !strings.HasPrefix(c.Site.URL, "https://") && !strings.HasPrefix(c.Site.URL, "http://") {
		at("site.url", `for example url = "https://example.github.io"`, "site.url %q is not an http(s) address", c.Site.URL)
	}
	if len(c.I18n.Locales) == 0 || !contains(c.I18n.Locales, c.I18n.DefaultLocale) {
		at("i18n.default_locale", "add it to i18n.locales", "default locale %q is not one of the locales %v", c.I18n.DefaultLocale, c.I18n.Locales)
	}
	seen := map[string]bool{}
	for _, loc := range c.I18n.Locales {
		switch {
		case !localeCode.MatchString(loc):
			at("i18n.locales", `use language codes such as "ja", "en" or "pt-BR"`, "locale %q is not a language code Docusaurus can build", loc)
		case seen[loc]:
			at("i18n.locales", "list each locale once", "locale %q is listed twice", loc)
		}
		seen[loc] = true
	}
	if m := c.I18n.MissingTranslation; m != "error" && m != "warning" {
		at("i18n.missing_translation", `use "error" or "warning"`, "missing_translation is %q", m)
	}
	if c.Posts.LastDate.AsTime(time.UTC).Before(c.Posts.FirstDate.AsTime(time.UTC)) {
		at("posts.last_date", "last_date must not come before first_date", "the date window %s … %s is empty", c.Posts.FirstDate, c.Posts.LastDate)
	}
	for _, k := range []struct{ key, val string }{{"build.out_dir", c.Build.OutDir}, {"build.stage_dir", c.Build.StageDir}} {
		if k.val == "" || strings.HasPrefix(k.val, "/") || strings.Contains(k.val, "..") {
			at(k.key, "give a folder inside the repository", "%s %q must be a relative path inside the repository", k.key, k.val)
		}
	}
}

// localeCode is a BCP 47 language tag of the plain kind Docusaurus's locale
// folders and paths use: a language, then optional script or region parts.
var localeCode = regexp.MustCompile(`^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$`)

// LocaleBaseURL is the base URL a locale's build is handed: the base path for
// the default locale, base path + locale + "/" for the others.
func (c Config) LocaleBaseURL(locale string) string {
	if locale == c.I18n.DefaultLocale {
		return c.Site.BasePath
	}
	return c.Site.BasePath + locale + "/"
}

// InWindow reports whether d lies inside the configured post dates.
func (c Config) InWindow(d time.Time) bool {
	first := c.Posts.FirstDate.AsTime(time.UTC)
	last := c.Posts.LastDate.AsTime(time.UTC)
	return !d.Before(first) && !d.After(last)
}

// Window renders the date window for messages.
func (c Config) Window() string {
	return fmt.Sprintf("%s to %s", c.Posts.FirstDate, c.Posts.LastDate)
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
