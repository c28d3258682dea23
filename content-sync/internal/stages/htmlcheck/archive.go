package htmlcheck

import (
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"sync/atomic"
)

// A short check spends about half a second of its JVM's start loading the
// checker's classes. The first check writes them to a class-data archive
// (the JVM's CDS, JDK 13 and later), which every later check maps instead:
// 2 pages checked in 1.1 s instead of 1.5 s. The archive lives in
// node_modules/.cache, named by the jar and the Java it was made with, so
// that another of either makes another archive; the JVM also checks an
// archive itself and starts without one that does not fit.

// archiveName names an archive by the checker's version and a sum of the
// jar and the Java it was made with; archivePattern matches every name.
const (
	archiveName    = "vnu-%s-%x.jsa"
	archivePattern = "vnu-*.jsa"
)

// archivePath names the archive for java and jar, or "" when either cannot
// be read.
func archivePath(root, java, jar, version string) string {
	exe, err := filepath.EvalSymlinks(java)
	if err != nil {
		return ""
	}
	h := sha256.New()
	for _, f := range []string{exe, jar} {
		st, err := os.Stat(f)
		if err != nil {
			return ""
		}
		fmt.Fprintf(h, "%s %d %d\n", f, st.Size(), st.ModTime().UnixNano())
	}
	// Absolute, since the JVM runs in the folder it checks, and real, like
	// the jar's path.
	modules, err := filepath.EvalSymlinks(filepath.Join(root, "node_modules"))
	if err != nil {
		return ""
	}
	path, err := filepath.Abs(filepath.Join(modules, ".cache", "vnu-jar", fmt.Sprintf(archiveName, version, h.Sum(nil)[:8])))
	if err != nil {
		return ""
	}
	return path
}

// archiveWrites numbers this process's archive writers.
var archiveWrites atomic.Int64

// classArchive gives the JVM flags that map the archive, or that write it
// when there is none yet; done, told whether the check ran, puts a written
// archive in place or throws it away.
func (c Checker) classArchive() (flags []string, done func(ran bool)) {
	none := func(bool) {}
	if c.Archive == "" {
		return nil, none
	}
	if _, err := os.Stat(c.Archive); err == nil {
		return []string{"-XX:SharedArchiveFile=" + c.Archive}, none
	}
	if err := os.MkdirAll(filepath.Dir(c.Archive), 0o755); err != nil {
		return nil, none
	}
	// Checks running at once, in this process or others, each write their
	// own file; the last rename wins, and a check that maps the archive
	// keeps the file it opened.
	tmp := fmt.Sprintf("%s.%d-%d.tmp", c.Archive, os.Getpid(), archiveWrites.Add(1))
	return []string{"-XX:ArchiveClassesAtExit=" + tmp}, func(ran bool) {
		if !ran || os.Rename(tmp, c.Archive) != nil {
			os.Remove(tmp)
			return
		}
		removeOtherArchives(c.Archive)
	}
}

// removeOtherArchives deletes the archives made for another jar or Java
// beside the new one: about 14 MB each, and never used again.
func removeOtherArchives(keep string) {
	others, _ := filepath.Glob(filepath.Join(filepath.Dir(keep), archivePattern))
	for _, f := range others {
		if f != keep {
			os.Remove(f)
		}
	}
}
