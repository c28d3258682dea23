package deploy

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func sh(t *testing.T, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@x", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@x")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("git %v: %v\n%s", args, err, out)
	}
	return strings.TrimSpace(string(out))
}

func writeFile(t *testing.T, path, s string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
}

// setup makes an author's repository with a remote "origin" (a bare
// repository) and a built site.
func setup(t *testing.T) (author, bare, site string) {
	dir := t.TempDir()
	author, bare = filepath.Join(dir, "author"), filepath.Join(dir, "remote.git")
	sh(t, dir, "init", "-q", "--bare", bare)
	sh(t, dir, "init", "-q", "-b", "main", author)
	writeFile(t, filepath.Join(author, "site", "docs", "index.md"), "# home\n")
	sh(t, author, "add", "-A")
	sh(t, author, "commit", "-q", "-m", "Write the home page")
	sh(t, author, "remote", "add", "origin", bare)
	site = filepath.Join(author, "build", "ds")
	writeFile(t, filepath.Join(site, "index.html"), "<html lang=ja>home</html>")
	writeFile(t, filepath.Join(site, "en", "index.html"), "<html lang=en>home</html>")
	return author, bare, site
}

func publish(t *testing.T, author, site string, dry bool) (Result, string, error) {
	var out bytes.Buffer
	res, err := Publish(context.Background(), Options{Root: author, SiteDir: site, Remote: "origin", Branch: "gh-pages", DryRun: dry, Out: &out})
	return res, out.String(), err
}

func TestPublish(t *testing.T) {
	author, bare, site := setup(t)
	before := sh(t, author, "status", "--porcelain", "--branch") + sh(t, author, "rev-parse", "HEAD") + sh(t, author, "branch", "-a")
	src := sh(t, author, "rev-parse", "HEAD")

	// A dry run pushes nothing.
	if _, out, err := publish(t, author, site, true); err != nil || !strings.Contains(out, "dry run: would push") {
		t.Fatalf("dry run: %v %s", err, out)
	}
	if heads := sh(t, bare, "branch", "--list", "gh-pages"); heads != "" {
		t.Fatalf("dry run created the branch")
	}

	// The first deploy creates the branch with the site and .nojekyll.
	res, _, err := publish(t, author, site, false)
	if err != nil || !res.Created || !res.Changed {
		t.Fatalf("first deploy: %+v %v", res, err)
	}
	files := sh(t, bare, "ls-tree", "-r", "--name-only", "gh-pages")
	if files != ".nojekyll\nen/index.html\nindex.html" {
		t.Errorf("published files:\n%s", files)
	}
	if msg := sh(t, bare, "log", "-1", "--format=%B", "gh-pages"); !strings.Contains(msg, "Source commit: "+src) {
		t.Errorf("commit message does not name the source: %q", msg)
	}

	// A changed site adds exactly one commit on top.
	writeFile(t, filepath.Join(site, "blog.html"), "blog")
	res, _, err = publish(t, author, site, false)
	if err != nil || res.Created || !res.Changed {
		t.Fatalf("second deploy: %+v %v", res, err)
	}
	if n := sh(t, bare, "rev-list", "--count", "gh-pages"); n != "2" {
		t.Errorf("gh-pages has %s commits, want 2", n)
	}

	// The same site again pushes nothing.
	res, out, err := publish(t, author, site, false)
	if err != nil || res.Changed || !strings.Contains(out, "nothing to deploy") {
		t.Fatalf("unchanged deploy: %+v %v %s", res, err, out)
	}
	if n := sh(t, bare, "rev-list", "--count", "gh-pages"); n != "2" {
		t.Errorf("unchanged deploy added a commit")
	}

	after := sh(t, author, "status", "--porcelain", "--branch") + sh(t, author, "rev-parse", "HEAD") + sh(t, author, "branch", "-a")
	if before != after {
		t.Errorf("the author's checkout changed:\n%s\n---\n%s", before, after)
	}
}

func TestRejectedPushChangesNothing(t *testing.T) {
	author, bare, site := setup(t)
	if _, _, err := publish(t, author, site, false); err != nil {
		t.Fatal(err)
	}
	tip := sh(t, bare, "rev-parse", "gh-pages")
	writeFile(t, filepath.Join(bare, "hooks", "pre-receive"), "#!/bin/sh\necho 'deploys are frozen' >&2\nexit 1\n")
	if err := os.Chmod(filepath.Join(bare, "hooks", "pre-receive"), 0o755); err != nil {
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(site, "new.html"), "new")
	_, _, err := publish(t, author, site, false)
	if !errors.Is(err, ErrRejected) || !strings.Contains(err.Error(), "deploys are frozen") {
		t.Fatalf("want a rejection that quotes the remote, got %v", err)
	}
	if now := sh(t, bare, "rev-parse", "gh-pages"); now != tip {
		t.Errorf("the branch moved after a rejected push")
	}
}

func TestMissingRemote(t *testing.T) {
	author, _, site := setup(t)
	var out bytes.Buffer
	_, err := Publish(context.Background(), Options{Root: author, SiteDir: site, Remote: "upstream", Branch: "gh-pages", Out: &out})
	if err == nil || !strings.Contains(err.Error(), `no git remote "upstream"`) {
		t.Fatalf("got %v", err)
	}
}

func TestCredentialsAreNotPrinted(t *testing.T) {
	secret := "https://deployer:s3cr3t-token@example.com/owner/site.git"
	if r := redact(secret); strings.Contains(r, "s3cr3t") || strings.Contains(r, "deployer") {
		t.Errorf("redact: %s", r)
	}
	msg := "fatal: unable to access '" + secret + "/': could not resolve host; token s3cr3t-token"
	if s := scrub(msg, secret); strings.Contains(s, "s3cr3t") || strings.Contains(s, "deployer") {
		t.Errorf("scrub: %s", s)
	}
}

func TestUnreachableRemote(t *testing.T) {
	author, _, site := setup(t)
	var out bytes.Buffer
	_, err := Publish(context.Background(), Options{Root: author, SiteDir: site, Remote: filepath.Join(t.TempDir(), "gone.git"), Branch: "gh-pages", Out: &out})
	if err == nil || !strings.Contains(err.Error(), "cannot reach") {
		t.Fatalf("got %v", err)
	}
}
