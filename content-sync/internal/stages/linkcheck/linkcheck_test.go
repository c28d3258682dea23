package linkcheck

import (
	"bytes"
	"strings"
	"testing"
)

func TestCheck(t *testing.T) {
	rep, err := Check(Options{Dir: "testdata/site", Base: "/ds/", SiteURL: "https://example.github.io"})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range rep.Problems {
		got = append(got, p.Page+" → "+p.Link+": "+p.Reason)
	}
	want := []string{
		"/ds/ → /ds/assets/missing.css: not found (GitHub Pages would answer 404)",
		`/ds/ → /ds/blog#nowhere: no element with id "nowhere" on /ds/blog`,
		"/ds/ → /ds/Blog: not found (GitHub Pages would answer 404)",
		"/ds/ → /ds/img/b.png: not found (GitHub Pages would answer 404)",
		"/ds/sitemap.xml → https://example.github.io/ds/gone: not found (GitHub Pages would answer 404)",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("problems:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if len(rep.External) != 1 || rep.External[0] != "https://elsewhere.example.org/x" {
		t.Errorf("external: %v", rep.External)
	}
	var b bytes.Buffer
	rep.Print(&b)
	if !strings.Contains(b.String(), "5 broken") || rep.Err() == nil {
		t.Errorf("report:\n%s", b.String())
	}
}
