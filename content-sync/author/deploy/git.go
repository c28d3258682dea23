package deploy

import (
	"bytes"
	"context"
	"fmt"
	"net/url"
	"strings"

	"github.com/ayakashi-research/ds/content-sync/internal/support/procgroup"
)

// git runs git in one folder and keeps credentials out of its errors.
type git struct {
	dir    string
	redact string // a URL whose password must never be printed
}

func (g *git) run(ctx context.Context, args ...string) (string, error) {
	return runGit(ctx, g.dir, g.redact, args...)
}

func runGit(ctx context.Context, dir, secret string, args ...string) (string, error) {
	cmd := procgroup.Command(ctx, "git", args...)
	cmd.Dir = dir
	// Never stop to ask for a password: fail and say so instead.
	cmd.Env = append(cmd.Environ(), "GIT_TERMINAL_PROMPT=0")
	var out, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &stderr
	if err := procgroup.Run(cmd); err != nil {
		msg := strings.TrimSpace(stderr.String())
		if msg == "" {
			msg = err.Error()
		}
		return "", fmt.Errorf("git %s: %s", args[0], scrub(msg, secret))
	}
	return out.String(), nil
}

// redact drops the password (and token-style user) from a URL for printing.
func redact(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.User == nil || u.Host == "" {
		return raw
	}
	u.User = url.User("***")
	return u.String()
}

// scrub replaces every appearance of the secret URL's credentials in s.
func scrub(s, secret string) string {
	u, err := url.Parse(secret)
	if err != nil || u.User == nil {
		return s
	}
	s = strings.ReplaceAll(s, secret, redact(secret))
	if p, ok := u.User.Password(); ok && p != "" {
		s = strings.ReplaceAll(s, p, "***")
	}
	return strings.ReplaceAll(s, u.User.Username()+"@", "***@")
}

// remoteURL resolves a remote's name in the author's repository; a URL or a
// path is used as given.
func remoteURL(ctx context.Context, root, remote string) (string, error) {
	if strings.Contains(remote, "/") || strings.Contains(remote, ":") {
		return remote, nil
	}
	out, err := runGit(ctx, root, "", "remote", "get-url", remote)
	if err != nil {
		return "", fmt.Errorf("no git remote %q in %s: add it with git remote add, or set DEPLOY_REMOTE", remote, root)
	}
	return strings.TrimSpace(out), nil
}

type source struct {
	Commit, Subject string
	Dirty           bool
}

func sourceCommit(ctx context.Context, root string) source {
	var s source
	out, err := runGit(ctx, root, "", "log", "-1", "--format=%H%n%s")
	if err != nil {
		return s
	}
	lines := strings.SplitN(strings.TrimSpace(out), "\n", 2)
	s.Commit = lines[0]
	if len(lines) > 1 {
		s.Subject = lines[1]
	}
	st, err := runGit(ctx, root, "", "status", "--porcelain", "--", "site", "i18n", "docusaurus.config.js", "site.toml")
	s.Dirty = err == nil && strings.TrimSpace(st) != ""
	return s
}

// identity is the author's git identity, or a neutral one.
func identity(ctx context.Context, root string) (name, email string) {
	name, email = "Site deploy", "deploy@localhost"
	if out, err := runGit(ctx, root, "", "config", "user.name"); err == nil && strings.TrimSpace(out) != "" {
		name = strings.TrimSpace(out)
	}
	if out, err := runGit(ctx, root, "", "config", "user.email"); err == nil && strings.TrimSpace(out) != "" {
		email = strings.TrimSpace(out)
	}
	return name, email
}
