package pipeline

import (
	"fmt"
	"testing"

	"github.com/ayakashi-research/ds/content-sync/measure/gensite"
)

// copyWithPosts makes a copy of the real repository with n generated posts
// added to its blog.
func copyWithPosts(tb testing.TB, n int) string {
	tb.Helper()
	root := tb.TempDir()
	if err := CopySources(repoRoot, root); err != nil {
		tb.Fatal(err)
	}
	if err := gensite.Posts(root, n); err != nil {
		tb.Fatal(err)
	}
	return root
}

func TestGeneratedSiteIsValid(t *testing.T) {
	if _, l := Prepare(copyWithPosts(t, 50)); l.Errors() > 0 {
		t.Fatalf("generated site has errors:\n%s", l)
	}
}

// BenchmarkPrepare measures every check without Node, on the real site and
// on blogs of about 1,000 and 10,000 posts, to show how validation grows.
func BenchmarkPrepare(b *testing.B) {
	for _, n := range []int{0, 1000 - 165, 10000 - 165} {
		b.Run(fmt.Sprintf("posts=%d", n+165), func(b *testing.B) {
			root := copyWithPosts(b, n)
			b.ResetTimer()
			for b.Loop() {
				if _, l := Prepare(root); l.Errors() > 0 {
					b.Fatal(l[:1])
				}
			}
		})
	}
}
