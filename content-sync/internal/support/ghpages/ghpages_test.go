package ghpages

import "testing"

func TestAddress(t *testing.T) {
	for rel, want := range map[string]string{
		"index.html": "/ds/", "blog.html": "/ds/blog", "blog/index.html": "/ds/blog/", "en/blog/page/2.html": "/ds/en/blog/page/2", "sitemap.xml": "/ds/sitemap.xml",
	} {
		if got := Address("/ds/", rel); got != want {
			t.Errorf("%s: %s, want %s", rel, got, want)
		}
	}
}
