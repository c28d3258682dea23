// Package htmlcheck runs the W3C Nu HTML Checker (vnu.jar, pinned in
// package.json as the vnu-jar dev dependency) over the pages of the merged
// site and reports its errors grouped by message, one example page each.
// Pages it found valid before are remembered by their text, so a rebuild
// checks only the pages whose markup changed.
package htmlcheck

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"

	"github.com/ayakashi-research/ds/content-sync/internal/support/procgroup"
	"golang.org/x/sync/errgroup"
)

// Checker is the Nu HTML Checker as installed: Java and the pinned jar.
type Checker struct {
	Java    string
	Jar     string
	Version string // vnu-jar's package version
	Archive string // the JVM's class-data archive of the checker ("" for none)
}

// Missing is a part of the checker this machine lacks, with how to get it.
type Missing struct {
	What, Install string
}

func (m *Missing) Error() string { return m.What + " is not installed: " + m.Install }

// Find locates java on PATH and vnu.jar in root's node_modules.
func Find(root string) (Checker, error) {
	java, err := exec.LookPath("java")
	if err != nil {
		return Checker{}, &Missing{"Java (17 or newer)", "apt-get install default-jre-headless"}
	}
	pkg := filepath.Join(root, "node_modules", "vnu-jar")
	b, err := os.ReadFile(filepath.Join(pkg, "package.json"))
	if err != nil {
		return Checker{}, &Missing{"the vnu-jar package", "go tool mage build installs the Node packages"}
	}
	var meta struct{ Version string }
	if err := json.Unmarshal(b, &meta); err != nil {
		return Checker{}, fmt.Errorf("%s: %w", filepath.Join(pkg, "package.json"), err)
	}
	jar := filepath.Join(pkg, "build", "dist", "vnu.jar")
	// By its real path: the JVM's archive holds the class path it was made
	// with, and a copy of the site whose node_modules links to this one
	// (the benchmarks' work copies) then shares the archive.
	if real, err := filepath.EvalSymlinks(jar); err == nil {
		jar = real
	}
	return Checker{Java: java, Jar: jar, Version: meta.Version, Archive: archivePath(root, java, jar, meta.Version)}, nil
}

// message is one entry of vnu's JSON output.
type message struct {
	Type        string `json:"type"`
	URL         string `json:"url"`
	FirstLine   int    `json:"firstLine"`
	LastLine    int    `json:"lastLine"`
	FirstColumn int    `json:"firstColumn"`
	Message     string `json:"message"`
	Extract     string `json:"extract"`
}

// argBytes bounds one command line: Linux refuses much more than 2 MB of
// arguments, and a 10,000-post site has 40,000 pages.
const argBytes = 512 << 10

// run checks files (slash paths relative to dir), every page of dir when
// whole, and returns vnu's errors, with each file relative to dir.
func (c Checker) run(ctx context.Context, dir string, files []string, whole bool) ([]message, error) {
	k := jvms(len(files), runtime.NumCPU())
	jit := jitFor((len(files) + k - 1) / k)
	if k > 1 {
		return c.runShares(ctx, dir, files, k, jit)
	}
	if whole {
		return c.runOnce(ctx, dir, []string{"."}, jit)
	}
	return c.runList(ctx, dir, files, jit)
}

// runList checks files in as few runs as their command lines allow.
func (c Checker) runList(ctx context.Context, dir string, files, jit []string) ([]message, error) {
	var all []message
	for len(files) > 0 {
		n, size := 0, 0
		for n < len(files) && (n == 0 || size+len(files[n]) < argBytes) {
			size += len(files[n]) + 1
			n++
		}
		ms, err := c.runOnce(ctx, dir, files[:n], jit)
		if err != nil {
			return nil, err
		}
		all = append(all, ms...)
		files = files[n:]
	}
	return all, nil
}

// runShares deals files out to k JVMs, which check their shares at once.
func (c Checker) runShares(ctx context.Context, dir string, files []string, k int, jit []string) ([]message, error) {
	shares := make([][]string, k)
	for i, f := range files {
		shares[i%k] = append(shares[i%k], f)
	}
	found := make([][]message, k)
	g, ctx := errgroup.WithContext(ctx)
	for i := range shares {
		g.Go(func() (err error) {
			found[i], err = c.runList(ctx, dir, shares[i], jit)
			return err
		})
	}
	if err := g.Wait(); err != nil {
		return nil, err
	}
	return slices.Concat(found...), nil
}

// A JVM with the quick compiler keeps little more than one core busy, so a
// long check with it is shared out between JVMs, one per core, each with at
// least pagesPerJVM pages, which pays for its start. The real site's 1,620
// pages, the whole check in the pipeline, three runs each interleaved on
// two cores: 14.8–16.1 s in one JVM, 10.9–13.1 s in two. Shares stay
// within quickUpTo pages; a longer check goes to one JVM with the
// optimising compiler, which keeps both cores busy by itself.
const pagesPerJVM = 800

// jvms is how many JVMs check n pages on cpus cores.
func jvms(n, cpus int) int {
	k := max(1, min(cpus, n/pagesPerJVM))
	if (n+k-1)/k > quickUpTo {
		return 1
	}
	return k
}

// The checker spends most of its time in two methods too large for the JIT
// compilers by default (the HTML tokenizer's state loop and the assertions
// on each start tag), which run interpreted unless huge methods are
// compiled. Compiling them well takes the JVM's optimising compiler seconds
// of CPU, which only a long check wins back. The real site's pages, huge
// methods compiled, quick compiler alone against both compilers: 2 pages
// 1.3 s against 1.5 s; 500 pages 4.1–4.5 s against 6.7–7.3 s (5.0–5.6 s
// of CPU against 12.3–13.5); 1,620 pages 9.8–12.3 s against 15.5–18.0 s;
// the same pages named twice, 21.4 s against 20.1 s (22.5 s of CPU against
// 37.2), and three times, 29.7 s against 22.8 s. The quick compiler without
// huge methods took 6.7–7.4 s for 500 pages and 18.6 s for 1,620.
var (
	quick      = []string{"-XX:TieredStopAtLevel=1", "-XX:-DontCompileHugeMethods"}
	optimising = []string{"-XX:-DontCompileHugeMethods"}
)

// quickUpTo is the most pages one JVM checks with the quick compiler alone.
// The optimising compiler keeps recompiling the checker's huge methods as
// new pages take new branches, seconds of CPU each time, and wins that back
// only on long checks. Measured by hand on two cores, the quick compiler in
// two JVMs against the optimising one in one: the 1,000-post blog's 9,970
// pages 31.7 and 33.9 s against 34.9 and 42.8 s; the real site's pages
// named three times (4,860) 18.8–19.1 s against 27.8–28.3 s, six times
// (9,720) 33.5–42.0 s against 40.7–45.1 s (medians 34.6 and 41.5 s), nine
// times (14,580) 48.8 s against 49.2 s. On one core, 4,860 pages: 31.0 s
// with the quick compiler, 48.0 s with the optimising one.
const quickUpTo = 6000

// jitFor gives the compiler flags of a JVM that checks n pages.
func jitFor(n int) []string {
	if n <= quickUpTo {
		return quick
	}
	return optimising
}

func (c Checker) runOnce(ctx context.Context, dir string, args, jit []string) ([]message, error) {
	// The schema needs a deep stack; the serial collector keeps the heap
	// at a third of the default at the same speed on this single-threaded
	// work; language detection only ever warns.
	cds, archived := c.classArchive()
	flags := slices.Concat([]string{"-Xss4m", "-XX:+UseSerialGC"}, jit, hugePages(kernelHugePages()), cds)
	cmd := procgroup.Command(ctx, c.Java, append(append(flags, "-jar", c.Jar,
		"--errors-only", "--skip-non-html", "--no-langdetect", "--format", "json"), args...)...)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := procgroup.Run(cmd)
	if ctxErr := context.Cause(ctx); ctxErr != nil {
		archived(false)
		return nil, ctxErr
	}
	var out struct{ Messages []message }
	if jerr := json.Unmarshal(stderr.Bytes(), &out); jerr != nil {
		archived(false)
		if err == nil {
			err = jerr
		}
		return nil, fmt.Errorf("the Nu HTML Checker failed: %v\n%s", err, strings.TrimSpace(stderr.String()))
	}
	archived(true)
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	for i, m := range out.Messages {
		out.Messages[i].URL = relative(abs, m.URL)
	}
	return out.Messages, nil
}

// relative turns vnu's file: URL into a slash path relative to dir.
func relative(dir, fileURL string) string {
	u, err := url.Parse(fileURL)
	if err != nil || u.Scheme != "file" {
		return fileURL
	}
	rel, err := filepath.Rel(dir, filepath.Clean(filepath.FromSlash(u.Path)))
	if err != nil {
		return fileURL
	}
	return filepath.ToSlash(rel)
}
