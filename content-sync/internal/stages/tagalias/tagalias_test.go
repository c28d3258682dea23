package tagalias

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ayakashi-research/ds/content-sync/internal/checks/fixture"
	"golang.org/x/net/html"
)

func put(t *testing.T, p string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte("<html>tag</html>"), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestWrite(t *testing.T) {
	root := t.TempDir()
	for _, p := range []string{"blog/tags/UFO.html", "blog/tags/UFO/page/2.html", "blog/tags/occult.html", "blog/tags/missing-411.html", "blog/tags/ESP.html"} {
		put(t, filepath.Join(root, p))
	}
	res, err := Write(root, "/ds/en", "https://example.github.io", "en")
	if err != nil {
		t.Fatal(err)
	}
	if res.Written != 3 || len(res.Skipped) != 0 {
		t.Fatalf("result %+v", res)
	}
	if _, err := os.Stat(filepath.Join(root, "blog/tags/occult/page")); !os.IsNotExist(err) {
		t.Error("a lower-case tag got an alias")
	}
	doc := fixture.ParseHTML(t, filepath.Join(root, "blog/tags/ufo/page/2.html"))
	found := map[string]string{}
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode {
			m := map[string]string{}
			for _, a := range n.Attr {
				m[a.Key] = a.Val
			}
			switch {
			case n.Data == "link" && m["rel"] == "canonical":
				found["canonical"] = m["href"]
			case n.Data == "meta" && m["name"] == "robots":
				found["robots"] = m["content"]
			case n.Data == "meta" && m["http-equiv"] == "refresh":
				found["refresh"] = m["content"]
			case n.Data == "html":
				found["lang"] = m["lang"]
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	want := map[string]string{"canonical": "https://example.github.io/ds/en/blog/tags/UFO/page/2", "robots": "noindex", "refresh": "0; url=/ds/en/blog/tags/UFO/page/2", "lang": "en"}
	for k, v := range want {
		if found[k] != v {
			t.Errorf("%s = %q, want %q", k, found[k], v)
		}
	}
}

func TestExistingLowerCasePageIsKept(t *testing.T) {
	root := t.TempDir()
	put(t, filepath.Join(root, "blog/tags/AI.html"))
	put(t, filepath.Join(root, "blog/tags/ai.html")) // as a case-insensitive disk would show it
	res, err := Write(root, "/ds", "https://example.github.io", "ja")
	if err != nil {
		t.Fatal(err)
	}
	if res.Written != 0 || len(res.Skipped) != 1 || !strings.Contains(res.Describe("ja"), "case-insensitive") {
		t.Fatalf("result %+v", res)
	}
	if b, _ := os.ReadFile(filepath.Join(root, "blog/tags/ai.html")); string(b) != "<html>tag</html>" {
		t.Error("an existing page was overwritten")
	}
}
