// Package lastupdate finds when each source was last changed and by whom, so
// every page can show "Last updated". Docusaurus would ask git itself, but
// the staged trees it builds have no history; the pipeline asks once, for
// all files, and writes the answer into each staged page's front matter.
package lastupdate

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/content"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/normalize"
)

// Info is one file's last change.
type Info struct {
	Date    time.Time
	Author  string
	FromGit bool // false: the file's modification time, for files git has no committed state of
}

// Collect reads the history of site/ and i18n/ in one git call. Files that
// are new or modified since the last commit, or a tree that is not a git
// checkout, get their modification time and the configured git user. Names
// go through the repository's .mailmap, so that a commit identity shows on
// the site under the name its owner chose.
func Collect(root string, paths []string) (map[string]Info, []string) {
	infos := map[string]Info{}
	history, err := gitLog(root)
	dirty := dirtyFiles(root)
	author := localAuthor(root)
	var notes []string
	if err != nil {
		notes = append(notes, "no git history here: last-updated dates are the files' modification times")
	}
	local := 0
	for _, p := range paths {
		if info, ok := history[p]; ok && !dirty[p] {
			infos[p] = info
			continue
		}
		st, err := os.Stat(filepath.Join(root, filepath.FromSlash(p)))
		if err != nil {
			continue
		}
		infos[p] = Info{Date: st.ModTime().UTC().Truncate(time.Second), Author: author}
		local++
	}
	if err == nil && local > 0 {
		notes = append(notes, fmt.Sprintf("%d files not committed yet: their last-updated dates are modification times", local))
	}
	return infos, notes
}

// localAuthor is the configured git user, as .mailmap names them.
func localAuthor(root string) string {
	name := strings.TrimSpace(git(root, "config", "user.name"))
	email := strings.TrimSpace(git(root, "config", "user.email"))
	if email == "" {
		return name
	}
	mapped := strings.TrimSpace(git(root, "check-mailmap", name+" <"+email+">"))
	if n, _, ok := strings.Cut(mapped, " <"); ok && n != "" {
		return n
	}
	return name
}

// gitLog maps each file to its newest commit.
func gitLog(root string) (map[string]Info, error) {
	cmd := exec.Command("git", "log", "--format=%x00%aI%x09%aN", "--name-only", "--no-renames", "--", "site", "i18n")
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		return nil, err
	}
	m := map[string]Info{}
	var cur Info
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if rest, ok := strings.CutPrefix(line, "\x00"); ok {
			date, name, _ := strings.Cut(rest, "\t")
			t, err := time.Parse(time.RFC3339, date)
			if err != nil {
				return nil, fmt.Errorf("git log: %q is not a date", date)
			}
			cur = Info{Date: t.UTC(), Author: name, FromGit: true}
			continue
		}
		if line != "" {
			if _, seen := m[line]; !seen {
				m[line] = cur
			}
		}
	}
	return m, sc.Err()
}

// dirtyFiles are the files whose working copy differs from the last commit.
func dirtyFiles(root string) map[string]bool {
	m := map[string]bool{}
	for _, line := range strings.Split(git(root, "status", "--porcelain", "--untracked-files=all", "--", "site", "i18n"), "\n") {
		if len(line) > 3 {
			m[strings.Trim(line[3:], `"`)] = true
		}
	}
	return m
}

func git(root string, args ...string) string {
	cmd := exec.Command("git", args...)
	cmd.Dir = root
	out, _ := cmd.Output()
	return string(out)
}

// Edits adds last_update to the front matter of every document that does
// not set it, right before the closing fence.
func Edits(site *content.Site, infos map[string]Info) map[string][]normalize.Edit {
	edits := map[string][]normalize.Edit{}
	for _, d := range site.Docs {
		info, ok := infos[d.Path]
		if !ok || d.BodyOffset == 0 {
			continue
		}
		if _, set := d.Front.Get("last_update"); set {
			continue
		}
		nl := d.Newline()
		text := "last_update:" + nl + "  date: " + info.Date.Format(time.RFC3339) + nl
		if info.Author != "" {
			text += "  author: " + fmt.Sprintf("%q", info.Author) + nl
		}
		edits[d.Path] = append(edits[d.Path], normalize.Edit{Offset: d.FrontMatterEnd(), Text: text})
	}
	return edits
}
