package validate

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/ayakashi-research/ds/content-sync/internal/support/diag"
)

// sourceDirs are the folders whose files the author edits.
var sourceDirs = []string{"site", "i18n"}

// textExt are the files that must be UTF-8 text.
var textExt = map[string]bool{".md": true, ".mdx": true, ".yml": true, ".yaml": true, ".json": true, ".js": true, ".jsx": true, ".ts": true, ".tsx": true, ".css": true}

// Files checks the author's folders: text files are UTF-8 without a byte-order
// mark (CRLF line ends are fine), and no symbolic link points outside the
// repository. Markdown already loaded (by repository path) is checked from
// memory instead of being read again.
func Files(root string, loaded map[string][]byte) diag.List {
	var l diag.List
	absRoot, err := filepath.Abs(root)
	if err != nil {
		l.Errorf(root, 0, 0, "", "%v", err)
		return l
	}
	if r, err := filepath.EvalSymlinks(absRoot); err == nil {
		absRoot = r
	}
	for _, dir := range sourceDirs {
		_ = filepath.WalkDir(filepath.Join(root, dir), func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return nil // a missing folder is not a problem here
			}
			rel, _ := filepath.Rel(root, p)
			rel = filepath.ToSlash(rel)
			if d.Type()&fs.ModeSymlink != 0 {
				target, err := filepath.EvalSymlinks(p)
				if err != nil {
					l.Errorf(rel, 0, 0, "fix or remove the link", "symbolic link is broken")
				} else if target != absRoot && !strings.HasPrefix(target, absRoot+string(filepath.Separator)) {
					l.Errorf(rel, 0, 0, "copy the file into the repository instead", "symbolic link points outside the repository, to %s", target)
				}
				return nil
			}
			if d.IsDir() || !textExt[filepath.Ext(p)] {
				return nil
			}
			data, ok := loaded[rel]
			if !ok {
				if data, err = os.ReadFile(p); err != nil {
					l.Errorf(rel, 0, 0, "", "cannot read: %v", err)
					return nil
				}
			}
			checkText(&l, rel, data)
			return nil
		})
	}
	return l
}

// checkText reports a byte-order mark, the first invalid UTF-8 byte and the
// first carriage return not followed by a line feed (old Mac line ends, which
// YAML counts as lines and markdown does not).
func checkText(l *diag.List, rel string, data []byte) {
	if bytes.HasPrefix(data, []byte{0xEF, 0xBB, 0xBF}) {
		l.Errorf(rel, 1, 1, "save the file as UTF-8 without a BOM", "file starts with a byte-order mark")
	}
	line, col := 1, 1
	for i := 0; i < len(data); {
		r, size := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && size <= 1 {
			l.Errorf(rel, line, col, "save the file as UTF-8", "invalid UTF-8 byte 0x%02X", data[i])
			return // one report a file; the rest usually follows from the same encoding
		}
		if r == '\r' && (i+1 >= len(data) || data[i+1] != '\n') {
			l.Errorf(rel, line, col, "save the file with LF or CRLF line ends", "carriage return without a line feed")
			return
		}
		if r == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
		i += size
	}
}
