package config

import (
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	tests := []struct {
		name string
		toml string
		want string // expected diagnostics, one a line; empty for none
	}{
		{"empty file keeps defaults", "", ""},
		{"override", "[site]\ntoken = \"Mononoke\"\n", ""},
		{"unknown key", "[site]\ntokn = \"x\"\n",
			"site.toml:2:1: error: unknown setting \"site.tokn\" (remove it or fix its spelling; known keys are listed in README.md)\n"},
		{"wrong type", "[posts]\nfirst_date = \"soon\"\n", "site.toml:2:"},
		{"syntax", "[site\n", "site.toml:1:"},
		{"bad base path", "[site]\nbase_path = \"ds\"\n",
			"site.toml:2:13: error: site.base_path \"ds\" must start and end with / (for example base_path = \"/ds/\")\n"},
		{"empty window", "[posts]\nfirst_date = 2025-10-03\nlast_date = 2025-09-01\n", "site.toml:3:13: error: the date window"},
		{"default locale missing", "[i18n]\nlocales = [\"en\"]\n", "site.toml:1:1: error: default locale \"ja\""},
		{"empty author", "[site]\nauthor = \"\"\n", "site.toml:2:10: error: site.author is empty"},
		{"third locale", "[i18n]\nlocales = [\"ja\", \"en\", \"pt-BR\"]\n", ""},
		{"not a locale", "[i18n]\nlocales = [\"ja\", \"en/us\"]\n", "site.toml:2:1: error: locale \"en/us\" is not a language code"},
		{"locale twice", "[i18n]\nlocales = [\"ja\", \"en\", \"ja\"]\n", "site.toml:2:1: error: locale \"ja\" is listed twice"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, l := Parse("site.toml", []byte(tt.toml))
			got := l.String()
			if tt.want == "" && got != "" {
				t.Fatalf("unexpected diagnostics:\n%s", got)
			}
			if !strings.HasPrefix(got, tt.want) {
				t.Fatalf("got:\n%s\nwant prefix:\n%s", got, tt.want)
			}
			if tt.want != "" && l.Errors() == 0 {
				t.Fatalf("want an error, got none")
			}
		})
	}
}

func TestLocaleBaseURL(t *testing.T) {
	c := Default()
	if got := c.LocaleBaseURL("ja"); got != "/ds/" {
		t.Errorf("ja: %q", got)
	}
	if got := c.LocaleBaseURL("en"); got != "/ds/en/" {
		t.Errorf("en: %q", got)
	}
}

func TestLoadOverrides(t *testing.T) {
	c, l := Parse("site.toml", []byte("[site]\ntoken = \"Mononoke\"\n[deploy]\nbranch = \"pages\"\n"))
	if len(l) != 0 {
		t.Fatal(l)
	}
	if c.Site.Token != "Mononoke" || c.Deploy.Branch != "pages" || c.Deploy.Remote != "origin" {
		t.Fatalf("got %+v", c)
	}
}
