package gensite

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// HTML writes a built-site-shaped tree of n post pages under dir/ds/ (plus
// list pages, tag pages and assets), with the links a Docusaurus page
// carries: navbar, a recent-posts sidebar of 15, table-of-contents anchors,
// previous and next, tags and footer. It measures link checkers on sites
// larger than is practical to build.
func HTML(dir string, n int) error {
	root := filepath.Join(dir, "ds")
	post := func(i int) string {
		return fmt.Sprintf("/ds/blog/2025/09/%02d/generated-post-%d", 1+i%30, i)
	}
	write := func(url, body string) error {
		p := filepath.Join(root, filepath.FromSlash(strings.TrimPrefix(url, "/ds/"))+".html")
		if strings.HasSuffix(url, "/") {
			p = filepath.Join(root, filepath.FromSlash(strings.TrimPrefix(url, "/ds/")), "index.html")
		}
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		return os.WriteFile(p, []byte(page(body)), 0o644)
	}
	for _, a := range []string{"assets/css/styles.css", "assets/js/main.js", "img/logo.svg"} {
		p := filepath.Join(root, a)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte("/* asset */"), 0o644); err != nil {
			return err
		}
	}
	tags := []string{"UFO", "ESP", "occult", "religion"}
	for i := 0; i < n; i++ {
		var b strings.Builder
		for j := max(0, i-15); j < i; j++ {
			fmt.Fprintf(&b, `<a href="%s">recent %d</a>`, post(j), j)
		}
		b.WriteString(`<h2 id="first-section">First</h2><a href="#first-section">#</a><h2 id="second-section">Second</h2><a href="#second-section">#</a>`)
		if i > 0 {
			fmt.Fprintf(&b, `<a href="%s">previous</a><a href="%s#second-section">its second section</a>`, post(i-1), post(i-1))
		}
		if i+1 < n {
			fmt.Fprintf(&b, `<a href="%s">next</a>`, post(i+1))
		}
		fmt.Fprintf(&b, `<a href="/ds/blog/tags/%s">tag</a>`, tags[i%len(tags)])
		if err := write(post(i), b.String()); err != nil {
			return err
		}
		list := "/ds/blog"
		if i > 0 {
			list = fmt.Sprintf("/ds/blog/page/%d", i+1)
		}
		if err := write(list, fmt.Sprintf(`<a href="%s">read more</a>`, post(i))); err != nil {
			return err
		}
	}
	for _, t := range tags {
		if err := write("/ds/blog/tags/"+t, `<a href="/ds/blog">all posts</a>`); err != nil {
			return err
		}
	}
	return write("/ds/", `<a href="/ds/blog">blog</a>`)
}

// page wraps a body in the head, navbar and footer every page shares.
func page(body string) string {
	return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="stylesheet" href="/ds/assets/css/styles.css"><script src="/ds/assets/js/main.js" defer></script></head><body>` +
		`<nav><a href="/ds/"><img src="/ds/img/logo.svg" alt="logo"></a><a href="/ds/blog">Blog</a></nav><main>` + body +
		`</main><footer><a href="/ds/blog">Blog</a><a href="/ds/">Home</a></footer></body></html>`
}
