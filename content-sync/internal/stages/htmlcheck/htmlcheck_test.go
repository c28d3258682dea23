package htmlcheck

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/ayakashi-research/ds/content-sync/internal/checks/fixture"
	cp "github.com/otiai10/copy"
)

// checker finds the installed checker or ends the test the way missing
// tools do.
func checker(t *testing.T) Checker {
	t.Helper()
	c, err := Find(fixture.RepoRoot())
	if m, ok := err.(*Missing); ok {
		fixture.MissingTool(t, m.What, m.Install)
	}
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func siteCopy(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if err := cp.Copy(filepath.Join("testdata", "site"), dir); err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestReportsEachErrorWithItsPage(t *testing.T) {
	c := checker(t)
	rep, err := Check(context.Background(), c, Options{Dir: siteCopy(t), Base: "/ds/"})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Pages != 2 || rep.Checked != 2 {
		t.Errorf("pages %d, checked %d; want 2 and 2", rep.Pages, rep.Checked)
	}
	want := map[string]int{ // message start → line, all on en/bad.html
		"Bad value “search” for attribute “type”":                 5,
		"The “itemprop” attribute was specified, but the element": 6,
	}
	for _, p := range rep.Problems {
		if p.Page != "/ds/en/bad" || p.File != "en/bad.html" || p.Column == 0 {
			t.Errorf("problem placed at %+v", p)
		}
		for start, line := range want {
			if strings.HasPrefix(p.Message, start) && p.Line == line {
				delete(want, start)
			}
		}
	}
	if len(want) > 0 {
		t.Errorf("not reported: %v; got %+v", want, rep.Problems)
	}
	var out bytes.Buffer
	rep.Print(&out)
	for _, s := range []string{"(1 page):\n  /ds/en/bad → line 6, column 12: ", "html check: 2 pages, all checked, 3 errors on 1 page "} {
		if !strings.Contains(out.String(), s) {
			t.Errorf("report lacks %q:\n%s", s, out.String())
		}
	}
	if rep.Err() == nil {
		t.Error("a site with errors passed")
	}
}

// A rebuild checks only pages whose markup changed: not those where only
// the bundles' hashes moved, always those that had errors.
func TestChecksOnlyChangedPages(t *testing.T) {
	c := checker(t)
	dir := siteCopy(t)
	o := Options{Dir: dir, Base: "/ds/", Memory: filepath.Join(t.TempDir(), "htmlcheck.json")}
	checked := func() int {
		t.Helper()
		rep, err := Check(context.Background(), c, o)
		if err != nil {
			t.Fatal(err)
		}
		return rep.Checked
	}
	if n := checked(); n != 2 {
		t.Fatalf("first check: %d pages checked, want 2", n)
	}
	if n := checked(); n != 1 {
		t.Errorf("nothing changed: %d pages checked, want 1 (the page with errors)", n)
	}
	rehash(t, dir, "main.0123abcd.js", "main.89abcdef.js")
	if n := checked(); n != 1 {
		t.Errorf("new bundle hash: %d pages checked, want 1", n)
	}
	edit(t, filepath.Join(dir, "index.html"), "<p>", "<p>New text. ")
	if n := checked(); n != 2 {
		t.Errorf("one page edited: %d pages checked, want 2", n)
	}
	o.Memory = ""
	if n := checked(); n != 2 {
		t.Errorf("no memory: %d pages checked, want 2", n)
	}
}

func rehash(t *testing.T, dir, from, to string) {
	t.Helper()
	js := filepath.Join(dir, "assets", "js")
	if err := os.Rename(filepath.Join(js, from), filepath.Join(js, to)); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"index.html", "en/bad.html"} {
		edit(t, filepath.Join(dir, f), from, to)
	}
}

func edit(t *testing.T, file, from, to string) {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, bytes.ReplaceAll(b, []byte(from), []byte(to)), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestSkipsWithoutJavaUnlessCI(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	o := Options{Dir: siteCopy(t), Base: "/ds/"}
	t.Setenv("CI", "")
	var out bytes.Buffer
	if err := Site(context.Background(), fixture.RepoRoot(), o, &out); err != nil {
		t.Errorf("without Java on an author's machine: %v", err)
	}
	if !strings.Contains(out.String(), "html check: skipped, Java (17 or newer) is not installed: apt-get install default-jre-headless") {
		t.Errorf("no reason given: %q", out.String())
	}
	t.Setenv("CI", "true")
	if err := Site(context.Background(), fixture.RepoRoot(), o, &out); err == nil || !strings.Contains(err.Error(), "Java") {
		t.Errorf("without Java under CI: %v", err)
	}
}

func TestRelative(t *testing.T) {
	for in, want := range map[string]string{
		"file:/site/./en/bad.html": "en/bad.html",
		"file:/site/index.html":    "index.html",
		"https://x.test/a.html":    "https://x.test/a.html",
	} {
		if got := relative("/site", in); got != want {
			t.Errorf("%s: %s, want %s", in, got, want)
		}
	}
}

func TestAheadLeavesOnlyTheRestToTheSiteCheck(t *testing.T) {
	checker(t)
	dir := siteCopy(t)
	ahead, err := Ahead(context.Background(), fixture.RepoRoot(), dir, "", 1, nil)
	if err != nil || ahead != nil {
		t.Fatalf("two new pages over a limit of one: %v, %v", ahead, err)
	}
	ahead, err = Ahead(context.Background(), fixture.RepoRoot(), dir, "", 10, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(ahead) != 1 {
		t.Fatalf("%d pages found valid ahead, want 1 (index.html; en/bad.html has errors)", len(ahead))
	}
	rep, err := Check(context.Background(), checker(t), Options{Dir: dir, Base: "/ds/", Ahead: ahead})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Pages != 2 || rep.Checked != 2 {
		t.Errorf("pages %d, checked %d; want 2 and 2 (one of them ahead)", rep.Pages, rep.Checked)
	}
	for _, p := range rep.Problems {
		if p.File != "en/bad.html" {
			t.Errorf("problem on %s", p.File)
		}
	}
	if len(rep.Problems) == 0 {
		t.Error("the page with errors was not checked again")
	}
}

// TestClassArchiveIsMadeOnceAndUsed: the first check writes the JVM's
// class-data archive, and later checks map it and report the same; an
// archive the JVM cannot use changes nothing either.
func TestClassArchiveIsMadeOnceAndUsed(t *testing.T) {
	c := checker(t)
	c.Archive = filepath.Join(t.TempDir(), "cache", "vnu.jsa")
	problems := func() int {
		t.Helper()
		rep, err := Check(context.Background(), c, Options{Dir: siteCopy(t), Base: "/ds/"})
		if err != nil {
			t.Fatal(err)
		}
		return len(rep.Problems)
	}
	first := problems()
	st, err := os.Stat(c.Archive)
	if err != nil || st.Size() == 0 {
		t.Fatalf("no archive after the first check: %v", err)
	}
	if leftovers, _ := filepath.Glob(c.Archive + ".*"); len(leftovers) > 0 {
		t.Errorf("files left beside the archive: %v", leftovers)
	}
	if again := problems(); again != first {
		t.Errorf("with the archive: %d problems, without: %d", again, first)
	}
	if after, _ := os.Stat(c.Archive); !after.ModTime().Equal(st.ModTime()) {
		t.Error("the archive was written again")
	}
	if err := os.WriteFile(c.Archive, []byte("not an archive"), 0o644); err != nil {
		t.Fatal(err)
	}
	if broken := problems(); broken != first {
		t.Errorf("with a broken archive: %d problems, want %d", broken, first)
	}
}

// Pages dealt out to several JVMs are checked as in one.
func TestSharedOutCheckFindsTheSame(t *testing.T) {
	c := checker(t)
	dir := siteCopy(t)
	files := []string{"en/bad.html", "index.html"}
	one, err := c.runList(context.Background(), dir, files, quick)
	if err != nil {
		t.Fatal(err)
	}
	two, err := c.runShares(context.Background(), dir, files, 2, quick)
	if err != nil {
		t.Fatal(err)
	}
	if len(one) == 0 || !sameMessages(one, two) {
		t.Errorf("one JVM found %v\ntwo found %v", one, two)
	}
}

// sameMessages reports whether two checks gave the same messages, in any
// order.
func sameMessages(a, b []message) bool {
	order := func(x, y message) int {
		return strings.Compare(fmt.Sprint(x), fmt.Sprint(y))
	}
	a, b = slices.Clone(a), slices.Clone(b)
	slices.SortFunc(a, order)
	slices.SortFunc(b, order)
	return slices.Equal(a, b)
}

func TestJVMsShareOnlyLongQuickChecks(t *testing.T) {
	for _, tc := range []struct{ pages, cpus, want int }{
		{2, 2, 1}, {799, 2, 1}, {1620, 2, 2}, {1620, 4, 2}, {2400, 4, 3}, {3000, 1, 1}, {3001, 1, 1},
		{3001, 4, 3}, {4968, 2, 2}, {9970, 2, 2}, {12000, 2, 2}, {12001, 2, 1},
		{14580, 2, 1}, {14580, 4, 4},
	} {
		if got := jvms(tc.pages, tc.cpus); got != tc.want {
			t.Errorf("jvms(%d pages, %d cores) = %d, want %d", tc.pages, tc.cpus, got, tc.want)
		}
	}
	// One JVM, as on one core, keeps the quick compiler up to the limit.
	if !slices.Equal(jitFor(6000), quick) || !slices.Equal(jitFor(6001), optimising) {
		t.Errorf("jitFor(6000) = %v, jitFor(6001) = %v: the quick compiler should end at 6,000 pages", jitFor(6000), jitFor(6001))
	}
}

// JVMs started together before there is an archive write it to files of
// their own, and one of them becomes the archive.
func TestJVMsStartedTogetherWriteTheirOwnArchive(t *testing.T) {
	c := checker(t)
	c.Archive = filepath.Join(t.TempDir(), "cache", "vnu.jsa")
	a, doneA := c.classArchive()
	b, doneB := c.classArchive()
	doneA(false)
	doneB(false)
	if slices.Equal(a, b) {
		t.Fatalf("two writers were given the same file: %v", a)
	}
	if _, err := c.runShares(context.Background(), siteCopy(t), []string{"en/bad.html", "index.html"}, 2, quick); err != nil {
		t.Fatal(err)
	}
	if st, err := os.Stat(c.Archive); err != nil || st.Size() == 0 {
		t.Fatalf("no archive after two JVMs: %v", err)
	}
	if leftovers, _ := filepath.Glob(c.Archive + ".*"); len(leftovers) > 0 {
		t.Errorf("files left beside the archive: %v", leftovers)
	}
}

// A copy of the site whose node_modules links to the repository's runs the
// same jar and shares its archive.
func TestLinkedNodeModulesShareTheArchive(t *testing.T) {
	direct := checker(t)
	site := t.TempDir()
	if err := os.Symlink(filepath.Join(fixture.RepoRoot(), "node_modules"), filepath.Join(site, "node_modules")); err != nil {
		t.Fatal(err)
	}
	linked, err := Find(site)
	if err != nil {
		t.Fatal(err)
	}
	if linked.Jar != direct.Jar || linked.Archive != direct.Archive {
		t.Errorf("through a link: jar %s, archive %s\ndirect: jar %s, archive %s", linked.Jar, linked.Archive, direct.Jar, direct.Archive)
	}
}

// A new archive replaces those made for another jar or Java.
func TestNewArchiveReplacesOldOnes(t *testing.T) {
	c := checker(t)
	dir := t.TempDir()
	c.Archive = filepath.Join(dir, fmt.Sprintf(archiveName, "1", []byte("new")))
	old := filepath.Join(dir, fmt.Sprintf(archiveName, "0", []byte("old")))
	if err := os.WriteFile(old, []byte("an archive of another jar"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Check(context.Background(), c, Options{Dir: siteCopy(t), Base: "/ds/"}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(c.Archive); err != nil {
		t.Fatalf("no new archive: %v", err)
	}
	if _, err := os.Stat(old); !os.IsNotExist(err) {
		t.Errorf("the old archive is still there: %v", err)
	}
}

// The JVM is asked for huge pages only where the kernel gives them on
// request.
func TestHugePages(t *testing.T) {
	for setting, want := range map[string]bool{
		"always [madvise] never\n": true,
		"[always] madvise never\n": false,
		"always madvise [never]\n": false,
		"":                         false,
	} {
		if got := hugePages(setting) != nil; got != want {
			t.Errorf("%q: flag %v, want %v", setting, got, want)
		}
	}
}
