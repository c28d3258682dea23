// Package tagalias gives every blog tag whose key has capitals (UFO, ESP …)
// a second, lower-case address. GitHub Pages paths are case-sensitive, so
// /blog/tags/ufo would be a 404 next to /blog/tags/UFO; the pipeline writes
// a small redirect page there (and for each /page/N) that points search
// engines at the canonical page and takes readers to it.
package tagalias

import (
	"bytes"
	"fmt"
	"html/template"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// Result says what Write did.
type Result struct {
	Written int
	Skipped []string // lower-case pages that already existed (a tag really spelled so, or a case-insensitive file system)
}

// Write adds the lower-case pages for one locale's output. root is that
// locale's folder inside the merged site, prefix its address ("/ds/en"),
// siteURL the published origin and lang its html lang.
func Write(root, prefix, siteURL, lang string) (Result, error) {
	var res Result
	tags := filepath.Join(root, "blog", "tags")
	var pages []string
	err := filepath.WalkDir(tags, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if os.IsNotExist(err) {
				return filepath.SkipAll
			}
			return err
		}
		if !d.IsDir() && strings.HasSuffix(p, ".html") {
			rel, _ := filepath.Rel(tags, p)
			rel = filepath.ToSlash(rel)
			tag := strings.SplitN(strings.TrimSuffix(rel, ".html"), "/", 2)[0]
			if strings.ToLower(tag) != tag {
				pages = append(pages, rel)
			}
		}
		return nil
	})
	if err != nil {
		return res, err
	}
	for _, rel := range pages {
		tag, rest, _ := strings.Cut(rel, "/")
		if rest == "" {
			tag = strings.TrimSuffix(rel, ".html")
		}
		lowerRel := strings.ToLower(tag) + strings.TrimPrefix(rel, tag)
		dst := filepath.Join(tags, filepath.FromSlash(lowerRel))
		if _, err := os.Stat(dst); err == nil {
			res.Skipped = append(res.Skipped, path.Join(prefix, "blog/tags", lowerRel))
			continue
		}
		target := path.Join(prefix, "blog/tags", strings.TrimSuffix(rel, ".html"))
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return res, err
		}
		var b bytes.Buffer
		if err := page.Execute(&b, map[string]string{"Lang": lang, "Target": target, "Canonical": strings.TrimSuffix(siteURL, "/") + target}); err != nil {
			return res, err
		}
		if err := os.WriteFile(dst, b.Bytes(), 0o644); err != nil {
			return res, err
		}
		res.Written++
	}
	return res, nil
}

// page sends readers on with the query and fragment they came with, and
// tells search engines which address is the real one.
var page = template.Must(template.New("redirect").Parse(`<!doctype html>
<html lang="{{.Lang}}">
<head>
<meta charset="utf-8">
<title>{{.Target}}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="{{.Canonical}}">
<meta http-equiv="refresh" content="0; url={{.Target}}">
<script>location.replace({{.Target}} + location.search + location.hash);</script>
</head>
<body>
<p><a href="{{.Target}}">{{.Target}}</a></p>
</body>
</html>
`))

// Describe renders a result for the build log.
func (r Result) Describe(locale string) string {
	s := fmt.Sprintf("[%s] lower-case tag addresses: %d redirect pages", locale, r.Written)
	if len(r.Skipped) > 0 {
		s += fmt.Sprintf("; %d not written because the address already exists (on a case-insensitive file system, build on Linux or in CI to get them)", len(r.Skipped))
	}
	return s
}
