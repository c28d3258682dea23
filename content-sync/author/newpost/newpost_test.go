package newpost

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ayakashi-research/ds/content-sync/internal/checks/fixture"
	"github.com/ayakashi-research/ds/content-sync/pipeline"
	cp "github.com/otiai10/copy"
)

func newSite(t *testing.T) string {
	t.Helper()
	root := t.TempDir()
	if err := cp.Copy(fixture.SiteDir(), root); err != nil {
		t.Fatal(err)
	}
	return root
}

func TestCreateMakesPostsTheValidatorAccepts(t *testing.T) {
	root := newSite(t)
	day := time.Date(2025, 9, 20, 0, 0, 0, 0, time.UTC)
	paths, err := Create(Options{Root: root, Slug: "roswell-debris", Title: "ロズウェルの破片", Date: day})
	if err != nil {
		t.Fatal(err)
	}
	want := "site/blog/2025-09-20-roswell-debris.md i18n/en/docusaurus-plugin-content-blog/2025-09-20-roswell-debris.md"
	if strings.Join(paths, " ") != want {
		t.Fatalf("paths %v", paths)
	}
	if _, l := pipeline.Prepare(root); l.Errors() > 0 {
		t.Fatalf("validate refuses the new post:\n%s", l)
	}
}

// A folder post is index.md in a folder named like the post, in both
// languages, and validation accepts it as it is; once a figure is put
// beside it as its comment shows, validation accepts that too.
func TestCreateFolderPost(t *testing.T) {
	root := newSite(t)
	day := time.Date(2025, 9, 21, 0, 0, 0, 0, time.UTC)
	paths, err := Create(Options{Root: root, Slug: "star-map", Date: day, Folder: true})
	if err != nil {
		t.Fatal(err)
	}
	want := "site/blog/2025-09-21-star-map/index.md i18n/en/docusaurus-plugin-content-blog/2025-09-21-star-map/index.md"
	if strings.Join(paths, " ") != want {
		t.Fatalf("paths %v", paths)
	}
	if _, l := pipeline.Prepare(root); l.Errors() > 0 {
		t.Fatalf("validate refuses the new post:\n%s", l)
	}
	for _, p := range paths {
		full := filepath.Join(root, filepath.FromSlash(p))
		b, err := os.ReadFile(full)
		if err != nil {
			t.Fatal(err)
		}
		// Uncomment the example and add the figure it names.
		text := strings.Replace(strings.Replace(string(b), "<!-- ", "", 1), " -->", "", 1)
		if err := os.WriteFile(full, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		svg := `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10"><rect width="10" height="10" fill="#fafaf7"/></svg>`
		if err := os.WriteFile(filepath.Join(filepath.Dir(full), "figure.svg"), []byte(svg), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if _, l := pipeline.Prepare(root); l.Errors() > 0 {
		t.Fatalf("validate refuses the figure as the template writes it:\n%s", l)
	}
	if _, err := Create(Options{Root: root, Slug: "star-map", Date: day}); err == nil || !strings.Contains(err.Error(), "star-map/index.md") {
		t.Errorf("a file post over a folder post: %v", err)
	}
}

func TestCreateRefuses(t *testing.T) {
	root := newSite(t)
	inside := time.Date(2025, 9, 1, 0, 0, 0, 0, time.UTC)
	tests := []struct {
		name string
		o    Options
		want string
	}{
		{"existing", Options{Slug: "first-sighting", Date: inside}, "a post already exists at site/blog/2025-09-01-first-sighting.md"},
		{"bad slug", Options{Slug: "Roswell_Debris", Date: inside}, `slug "Roswell_Debris"`},
		{"outside the window", Options{Slug: "late", Date: time.Date(2026, 11, 21, 0, 0, 0, 0, time.UTC)}, "outside the window 2025-09-01 to 2025-10-03"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.o.Root = root
			_, err := Create(tt.o)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want %q", err, tt.want)
			}
		})
	}
}
