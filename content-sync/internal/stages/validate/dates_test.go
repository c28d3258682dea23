package validate

import (
	"flag"
	"os"
	"testing"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/config"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/content"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// golden compares got with testdata/name, or rewrites it with -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := "testdata/" + name
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("diagnostics differ from %s:\ngot:\n%s\nwant:\n%s", path, got, want)
	}
}

func TestDates(t *testing.T) {
	site, l := content.Load("testdata/dates", "ja", []string{"ja"})
	if len(l) != 0 {
		t.Fatal(l)
	}
	d := Dates(site, config.Default())
	d.Sort()
	golden(t, "dates.golden", d.String())
}

func TestParsePostName(t *testing.T) {
	tests := []struct {
		rel        string
		date, slug string
		ok         bool
	}{
		{"2025-09-01-kenneth-arnold.md", "2025-09-01", "kenneth-arnold", true},
		{"2025-09-01-kenneth-arnold.mdx", "2025-09-01", "kenneth-arnold", true},
		{"2025-09-01-roswell/index.md", "2025-09-01", "roswell", true},
		{"sub/2025-09-01-x.md", "2025-09-01", "x", true},
		{"kenneth-arnold.md", "", "kenneth-arnold", false},
		{"2025-9-1-short.md", "", "2025-9-1-short", false},
		{"2025-09-01.md", "", "2025-09-01", false},
	}
	for _, tt := range tests {
		pn := ParsePostName(tt.rel)
		if pn.Date != tt.date || pn.Slug != tt.slug || pn.HasDate != tt.ok {
			t.Errorf("%s: got %+v", tt.rel, pn)
		}
	}
	if r := ParsePostName("2025-09-01-roswell.md").Route(); r != "2025/09/01/roswell" {
		t.Errorf("route %q", r)
	}
}
