package atomicfile

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// A new version replaces the file: a hard link to the old one keeps the old
// text, the new file has mode 0644, and no temporary file is left, in the
// file's folder or in another one named for them.
func TestWriteReplaces(t *testing.T) {
	for _, tmp := range []string{"", t.TempDir()} {
		dir := t.TempDir()
		file, held := filepath.Join(dir, "sub", "page.html"), filepath.Join(dir, "held")
		if err := Write(file, tmp, []byte("old")); err != nil {
			t.Fatal(err)
		}
		if err := os.Link(file, held); err != nil {
			t.Fatal(err)
		}
		if err := Write(file, tmp, []byte("new")); err != nil {
			t.Fatal(err)
		}
		if b, _ := os.ReadFile(held); string(b) != "old" {
			t.Errorf("tmp %q: the old file was written into: %q", tmp, b)
		}
		info, err := os.Stat(file)
		if b, _ := os.ReadFile(file); err != nil || string(b) != "new" || info.Mode().Perm() != 0o644 {
			t.Errorf("tmp %q: %q, %v %v", tmp, b, info.Mode(), err)
		}
		for _, d := range []string{filepath.Join(dir, "sub"), tmp} {
			if left, _ := filepath.Glob(filepath.Join(d, ".*.tmp")); len(left) > 0 {
				t.Errorf("left behind: %v", left)
			}
		}
	}
}

// A failed write leaves the old file and no temporary one.
func TestWriteWithFailureKeepsTheFile(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "page.html")
	if err := Write(file, "", []byte("old")); err != nil {
		t.Fatal(err)
	}
	boom := errors.New("boom")
	if err := WriteWith(file, "", func(string) error { return boom }); !errors.Is(err, boom) {
		t.Fatalf("got %v", err)
	}
	if b, _ := os.ReadFile(file); string(b) != "old" {
		t.Errorf("the file is now %q", b)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("left behind: %v", entries)
	}
}
