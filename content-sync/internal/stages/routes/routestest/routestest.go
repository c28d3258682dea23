// Package routestest compares a route table with a real Docusaurus build,
// for the tests that build sites: every address in both, and every heading
// id a page's markdown gets.
package routestest

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/content"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/routes"
	"golang.org/x/net/html"
)

// Compare fails t for every address the table predicts that dir (one
// locale's output) lacks, every page or file of dir it does not predict,
// and every post or doc whose headings got other ids than predicted. skip
// names subfolders of dir that belong to other locales.
func Compare(t *testing.T, table *routes.Table, dir string, skip ...string) {
	t.Helper()
	missing, unknown, err := table.Diff(dir, skip...)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range missing {
		t.Errorf("%s: the table has %s, the build does not", table.Locale, p)
	}
	for _, p := range unknown {
		t.Errorf("%s: the build has %s, the table does not", table.Locale, p)
	}
	for _, r := range table.Routes() {
		if r.Doc == nil {
			continue
		}
		got, err := HeadingIDs(filepath.Join(dir, filepath.FromSlash(strings.TrimPrefix(r.Path, "/"))+".html"))
		if r.Path == "/" {
			got, err = HeadingIDs(filepath.Join(dir, "index.html"))
		}
		if err != nil {
			t.Errorf("%s: %v", table.Locale, err)
			continue
		}
		if want := predicted(r.Doc); !slices.Equal(got, want) {
			t.Errorf("%s %s (%s): heading ids\n got %q\nwant %q", table.Locale, r.Path, r.Doc.Path, got, want)
		}
	}
}

// predicted are the ids validation expects a file's headings to get.
func predicted(d *content.Document) []string {
	var ids []string
	for _, h := range d.ParseBody().Headings {
		if h.Level >= 2 {
			ids = append(ids, h.ID)
		}
	}
	return ids
}

// HeadingIDs lists the ids of a built page's markdown headings: the h2 to
// h6 elements that the theme gives a direct-link anchor.
func HeadingIDs(file string) ([]string, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	doc, err := html.Parse(f)
	if err != nil {
		return nil, err
	}
	var ids []string
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode && len(n.Data) == 2 && n.Data[0] == 'h' && n.Data[1] >= '2' && n.Data[1] <= '6' {
			var id string
			anchor := false
			for _, a := range n.Attr {
				switch a.Key {
				case "id":
					id = a.Val
				case "class":
					anchor = slices.Contains(strings.Fields(a.Val), "anchor")
				}
			}
			if anchor && id != "" {
				ids = append(ids, id)
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	return ids, nil
}
