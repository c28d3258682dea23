// Package deploy publishes the merged site as a new commit on a branch of a
// git remote (gh-pages of origin by default). It works in a throwaway
// repository, so the author's checkout, index and branch are never touched.
package deploy

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	cp "github.com/otiai10/copy"
)

// Options say what to publish where.
type Options struct {
	Root    string // the author's repository (the source commit is read from it)
	SiteDir string // the merged site to publish
	Remote  string // a remote's name in Root, or a URL or path
	Branch  string
	DryRun  bool
	Out     io.Writer
}

// ErrRejected means the remote refused the push; nothing was changed.
var ErrRejected = errors.New("push rejected")

// Result says what a deploy did.
type Result struct {
	Commit  string // the new commit on the branch; empty when nothing changed
	Created bool   // the branch did not exist before
	Changed bool
}

// Publish commits the site on the branch and pushes it.
func Publish(ctx context.Context, o Options) (Result, error) {
	var res Result
	if _, err := os.Stat(filepath.Join(o.SiteDir, "index.html")); err != nil {
		return res, fmt.Errorf("no site to deploy in %s: build it first with go tool mage build", o.SiteDir)
	}
	url, err := remoteURL(ctx, o.Root, o.Remote)
	if err != nil {
		return res, err
	}
	g := &git{redact: url}
	src := sourceCommit(ctx, o.Root)

	work, err := os.MkdirTemp("", "ds-deploy-")
	if err != nil {
		return res, err
	}
	defer os.RemoveAll(work)
	g.dir = work
	if _, err := g.run(ctx, "init", "-q"); err != nil {
		return res, err
	}
	heads, err := g.run(ctx, "ls-remote", "--heads", url, "refs/heads/"+o.Branch)
	if err != nil {
		return res, fmt.Errorf("cannot reach %s: %w", redact(url), err)
	}
	res.Created = strings.TrimSpace(heads) == ""
	if res.Created {
		_, err = g.run(ctx, "checkout", "-q", "--orphan", o.Branch)
	} else {
		if _, err = g.run(ctx, "fetch", "-q", "--depth=1", url, "refs/heads/"+o.Branch); err == nil {
			_, err = g.run(ctx, "checkout", "-q", "-B", o.Branch, "FETCH_HEAD")
		}
	}
	if err != nil {
		return res, err
	}
	if err := replaceTree(work, o.SiteDir); err != nil {
		return res, err
	}
	if _, err := g.run(ctx, "add", "-A"); err != nil {
		return res, err
	}
	status, err := g.run(ctx, "status", "--porcelain")
	if err != nil {
		return res, err
	}
	if strings.TrimSpace(status) == "" {
		fmt.Fprintf(o.Out, "nothing to deploy: %s on %s already holds this site\n", o.Branch, redact(url))
		return res, nil
	}
	res.Changed = true
	stat, _ := g.run(ctx, "diff", "--cached", "--shortstat")
	if o.DryRun {
		fmt.Fprintf(o.Out, "dry run: would push to %s branch %s (%s): %s\n", redact(url), o.Branch, newOrUpdated(res.Created), strings.TrimSpace(stat))
		return res, nil
	}
	name, email := identity(ctx, o.Root)
	if _, err := g.run(ctx, "-c", "user.name="+name, "-c", "user.email="+email, "commit", "-q", "-m", message(src)); err != nil {
		return res, err
	}
	if res.Commit, err = g.run(ctx, "rev-parse", "HEAD"); err != nil {
		return res, err
	}
	res.Commit = strings.TrimSpace(res.Commit)
	if _, err := g.run(ctx, "push", "-q", url, "HEAD:refs/heads/"+o.Branch); err != nil {
		return Result{}, fmt.Errorf("%w: %s branch %s: %v\nnothing was changed; if someone deployed meanwhile, run deploy again", ErrRejected, redact(url), o.Branch, err)
	}
	fmt.Fprintf(o.Out, "deployed %s to %s branch %s (%s): %s\n", short(res.Commit), redact(url), o.Branch, newOrUpdated(res.Created), strings.TrimSpace(stat))
	return res, nil
}

func newOrUpdated(created bool) string {
	if created {
		return "new branch"
	}
	return "one new commit"
}

// replaceTree empties the work tree (keeping .git) and fills it with the site
// and a .nojekyll file, so Pages serves folders that start with "_" as is.
func replaceTree(work, site string) error {
	entries, err := os.ReadDir(work)
	if err != nil {
		return err
	}
	for _, e := range entries {
		if e.Name() != ".git" {
			if err := os.RemoveAll(filepath.Join(work, e.Name())); err != nil {
				return err
			}
		}
	}
	if err := cp.Copy(site, work, cp.Options{OnSymlink: func(string) cp.SymlinkAction { return cp.Skip }}); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(work, ".nojekyll"), nil, 0o644)
}

func message(src source) string {
	if src.Commit == "" {
		return "Deploy site\n\nSource: not a git checkout"
	}
	m := fmt.Sprintf("Deploy site from %s\n\nSource commit: %s", short(src.Commit), src.Commit)
	if src.Subject != "" {
		m += "\nSource subject: " + src.Subject
	}
	if src.Dirty {
		m += "\nThe source checkout had uncommitted changes."
	}
	return m
}

func short(sha string) string {
	if len(sha) > 12 {
		return sha[:12]
	}
	return sha
}
