package pipeline

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	cp "github.com/otiai10/copy"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// TestValidateCases runs the checks over one small site per mistake: the
// base site of testdata/validate/base with the case's files laid over it.
// Each case's want.txt is the exact report, warnings included.
func TestValidateCases(t *testing.T) {
	cases, err := os.ReadDir("testdata/validate/cases")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		t.Run(c.Name(), func(t *testing.T) {
			dir := filepath.Join("testdata/validate/cases", c.Name())
			root := t.TempDir()
			if err := cp.Copy("testdata/validate/base", root); err != nil {
				t.Fatal(err)
			}
			skip := func(_ os.FileInfo, src, _ string) (bool, error) {
				base := filepath.Base(src)
				return base == "want.txt" || base == ".symlinks", nil
			}
			if err := cp.Copy(dir, root, cp.Options{Skip: skip}); err != nil {
				t.Fatal(err)
			}
			makeSymlinks(t, dir, root)

			_, l := Prepare(root)
			l.Sort()
			got := l.String()
			golden := filepath.Join(dir, "want.txt")
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if got != string(want) {
				t.Errorf("got:\n%s\nwant:\n%s", got, want)
			}
		})
	}
}

// makeSymlinks creates the links a case lists in .symlinks, "link -> target",
// since a symbolic link pointing outside the repository cannot be committed
// meaningfully.
func makeSymlinks(t *testing.T, dir, root string) {
	data, err := os.ReadFile(filepath.Join(dir, ".symlinks"))
	if os.IsNotExist(err) {
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		link, target, ok := strings.Cut(line, " -> ")
		if !ok {
			t.Fatalf(".symlinks: bad line %q", line)
		}
		if err := os.Symlink(target, filepath.Join(root, link)); err != nil {
			t.Fatal(err)
		}
	}
}

func TestValidateBaseIsClean(t *testing.T) {
	_, l := Prepare("testdata/validate/base")
	if len(l) != 0 {
		t.Errorf("the base site has problems:\n%s", l)
	}
}
