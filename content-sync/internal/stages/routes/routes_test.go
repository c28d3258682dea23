package routes

import (
	"testing"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/content"
)

// doc is a file of a content folder with the given front matter.
func doc(t *testing.T, rel, front string) *content.Document {
	t.Helper()
	fm, err := content.ParseFrontMatter([]byte(front), 2)
	if err != nil {
		t.Fatal(err)
	}
	return &content.Document{Rel: rel, Front: fm}
}

// The docs plugin's own slug cases (its slug tests), as files of the docs
// folder.
func TestDocRoute(t *testing.T) {
	cases := []struct{ rel, front, want string }{
		{"dir/doc.md", "", "/dir/doc"},
		{"dir/subdir/doc.md", "", "/dir/subdir/doc"},
		{"dir/subdir/index.md", "", "/dir/subdir"},
		{"dir/subdir/inDEx.mdx", "", "/dir/subdir"},
		{"dir/subdir/readme.md", "", "/dir/subdir"},
		{"dir/subdir/reADMe.mdx", "", "/dir/subdir"},
		{"dir/subdir/subdir.md", "", "/dir/subdir"},
		{"dir/subdir/suBDir.mdx", "", "/dir/subdir"},
		{"dir/subdir/index.md", "slug: /my/frontMatterSlug", "/my/frontMatterSlug"},
		{"001-dir1/002-dir2/doc.md", "", "/dir1/dir2/doc"},
		{"001-dir1/002-dir2/doc.md", "parse_number_prefixes: false", "/001-dir1/002-dir2/doc"},
		{"dir with spâce/hey $hello/doc.md", "id: my dôc", "/dir with spâce/hey $hello/my dôc"},
		{"doc.md", "", "/doc"},
		{"doc.md", "slug: /abc/def", "/abc/def"},
		{"any/any/doc.md", "slug: /abc/def", "/abc/def"},
		{"doc.md", "slug: abc/def", "/abc/def"},
		{"dir/doc.md", "slug: abc/def", "/dir/abc/def"},
		{"dir/subdir/doc.md", "slug: abc/def", "/dir/subdir/abc/def"},
		{"dir/doc.md", "slug: ./abc/def", "/dir/abc/def"},
		{"dir/doc.md", "slug: ./abc/../def", "/dir/def"},
		{"dir/subdir/doc.md", "slug: ../abc/def", "/dir/abc/def"},
		{"dir/subdir/doc.md", "slug: ../../../../../abc/../def", "/def"},
		// This site's patterns: the home doc, number prefixes, ids.
		{"index.md", "", "/"},
		{"ufo/02-numbered.md", "", "/ufo/numbered"},
		{"2021-11-notes.md", "", "/2021-11-notes"},
		{"7.0-notes.md", "", "/7.0-notes"},
		{"03-manuals/03-manuals.md", "", "/manuals"},
		{"03-manuals/manuals.md", "", "/manuals/manuals"},
		{"guides/file-name.md", "id: custom-id", "/guides/custom-id"},
	}
	for _, c := range cases {
		if got := DocRoute(doc(t, c.rel, c.front)); got != c.want {
			t.Errorf("%s (%q): %s, want %s", c.rel, c.front, got, c.want)
		}
	}
}

func TestStripNumberPrefix(t *testing.T) {
	for in, want := range map[string]string{
		"0-myDoc": "myDoc", "003 - myDoc": "myDoc", "1_doc": "doc", "01.doc": "doc", "0--doc": "doc",
		"7.0-foo": "7.0-foo", "2021-11-foo": "2021-11-foo", "doc": "doc", "1-": "1-", "12": "12",
	} {
		if got := StripNumberPrefix(in); got != want {
			t.Errorf("%q: %q, want %q", in, got, want)
		}
	}
}

func TestPostRoute(t *testing.T) {
	cases := []struct{ rel, front, want string }{
		{"2025-09-01-kenneth-arnold-1947-sighting.md", "", "/blog/2025/09/01/kenneth-arnold-1947-sighting"},
		{"2025-09-02-folder-post/index.md", "", "/blog/2025/09/02/folder-post"},
		{"2025-09-03-mdx-post.mdx", "", "/blog/2025/09/03/mdx-post"},
		{"2025/09/04/nested.md", "", "/blog/2025/09/04/nested"},
		{"series/2025-09-05-part-one.md", "", "/blog/2025/09/05/series/part-one"},
		{"undated.md", "", "/blog/undated"},
		{"undated/index.md", "", "/blog/undated"},
		{"2025-09-06-moved.md", "slug: elsewhere", "/blog/elsewhere"},
	}
	for _, c := range cases {
		if got := PostRoute(doc(t, c.rel, c.front)); got != c.want {
			t.Errorf("%s (%q): %s, want %s", c.rel, c.front, got, c.want)
		}
	}
}

// lodash's kebabCase, which names tags and authors without a permalink.
func TestKebabCase(t *testing.T) {
	for in, want := range map[string]string{
		"Foo Bar": "foo-bar", "fooBar": "foo-bar", "__FOO_BAR__": "foo-bar", "UFO": "ufo", "AI": "ai",
		"2025-09": "2025-09", "missing-411": "missing-411", "cattle_mutilation": "cattle-mutilation",
		"XMLHttpRequest": "xml-http-request", "abc123": "abc-123", "NightSky": "night-sky",
	} {
		if got, ok := KebabCase(in); !ok || got != want {
			t.Errorf("%q: %q, want %q", in, got, want)
		}
	}
	if _, ok := KebabCase("夜空"); ok {
		t.Error("kebab case of Japanese text claimed to be known")
	}
}

func TestPagePath(t *testing.T) {
	for in, want := range map[string]string{
		"index.js": "/", "about.md": "/about", "help/index.mdx": "/help", "help/faq.tsx": "/help/faq",
	} {
		if got := PagePath(in); got != want {
			t.Errorf("%q: %q, want %q", in, got, want)
		}
	}
}

func TestLookup(t *testing.T) {
	tb := &Table{routes: map[string]Route{}}
	tb.add("/blog", BlogList, nil)
	tb.add("/", Doc, nil)
	tb.add("/blog/rss.xml", Feed, nil)
	for _, p := range []string{"/blog", "/blog/", "/blog.html", "/", "/index.html", "/blog/rss.xml"} {
		if _, ok := tb.Lookup(p); !ok {
			t.Errorf("%s not found", p)
		}
	}
	for _, p := range []string{"/Blog", "/blog/rss", "/blog/rss.xml.html"} {
		if _, ok := tb.Lookup(p); ok {
			t.Errorf("%s found", p)
		}
	}
}
