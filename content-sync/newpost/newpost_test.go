package newpost

import (
	"strings"
	"testing"
	"time"

	"github.com/ayakashi-research/ds/content-sync/pipeline"
	cp "github.com/otiai10/copy"
)

func fixture(t *testing.T) string {
	t.Helper()
	root := t.TempDir()
	if err := cp.Copy("../pipeline/testdata/site", root); err != nil {
		t.Fatal(err)
	}
	return root
}

func TestCreateMakesPostsTheValidatorAccepts(t *testing.T) {
	root := fixture(t)
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

func TestCreateRefuses(t *testing.T) {
	root := fixture(t)
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
