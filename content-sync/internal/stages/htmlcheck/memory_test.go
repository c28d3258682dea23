package htmlcheck

import (
	"fmt"
	"strings"
	"testing"
)

func TestDigestLeavesOutBundleHashes(t *testing.T) {
	page := func(main, chunk string) []byte {
		return []byte(`<link rel="preload" href="/ds/en/assets/js/` + main + `" as="script">` +
			`<script src="/ds/assets/js/` + chunk + `" defer></script><p>Text.</p>`)
	}
	before := map[string]string{"main.0123abcd.js": "main.js", "17896441.aa11.js": "17896441.js"}
	after := map[string]string{"main.89abcdef.js": "main.js", "17896441.bb22.js": "17896441.js"}
	d := digest(before, page("main.0123abcd.js", "17896441.aa11.js"))
	if got := digest(after, page("main.89abcdef.js", "17896441.bb22.js")); got != d {
		t.Error("new bundle hashes changed the digest")
	}
	if got := digest(before, page("main.0123abcd.js", "other.aa11.js")); got == d {
		t.Error("another bundle named: same digest")
	}
	edited := append(page("main.0123abcd.js", "17896441.aa11.js"), "<p>More.</p>"...)
	if got := digest(before, edited); got == d {
		t.Error("edited text: same digest")
	}
	// Normalised text and raw text differ by the names only.
	if digest(nil, []byte("assets/js/main.js")) != digest(before, []byte("assets/js/main.0123abcd.js")) {
		t.Error("a hashed name does not digest as its name without the hash")
	}
	if digest(before, []byte("main.0123abcd.js")) == digest(before, []byte("main.js")) {
		t.Error("a name outside an assets folder was taken for a bundle")
	}
}

// BenchmarkDigest digests a page of the size of a post with the bundle
// references a Docusaurus page has.
func BenchmarkDigest(b *testing.B) {
	names := map[string]string{}
	var page strings.Builder
	for i := range 900 {
		names[fmt.Sprintf("%08x.%08x.js", i, i*7)] = fmt.Sprintf("%08x.js", i)
	}
	for i := range 30 {
		fmt.Fprintf(&page, `<link rel="prefetch" href="/ds/assets/js/%08x.%08x.js">`, i, i*7)
	}
	page.WriteString(strings.Repeat("<p>Some text of the post, with <a href=\"/ds/blog/x\">a link</a>.</p>\n", 400))
	text := []byte(page.String())
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		digest(names, text)
	}
}
