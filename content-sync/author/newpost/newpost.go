// Package newpost starts a post: the Japanese file and its English twin,
// dated, with the front matter and the shape every post has, ready to write.
package newpost

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/config"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/content"
	"github.com/ayakashi-research/ds/content-sync/internal/stages/validate"
)

// Options name the post.
type Options struct {
	Root  string
	Slug  string
	Title string    // optional; both files get it until translated
	Date  time.Time // the post's day
	// Folder makes a folder post, index.md in a folder named like the
	// post, ready for figures beside it.
	Folder bool
}

// Create writes both files and returns their paths, or refuses with the
// reason: a slug not in the site's style, a date outside the window, or a
// post already at that date and slug.
func Create(o Options) ([]string, error) {
	cfg, l := config.Read(o.Root)
	if err := l.Err(); err != nil {
		return nil, fmt.Errorf("%s", strings.TrimSpace(l.String()))
	}
	if !validate.ValidSlug(o.Slug) {
		return nil, fmt.Errorf("slug %q: use lowercase ASCII words joined by hyphens, for example roswell-debris-1947", o.Slug)
	}
	if !cfg.InWindow(o.Date) {
		return nil, fmt.Errorf("date %s is outside the window %s set in %s (posts.first_date, posts.last_date); give a date inside it with -date=YYYY-MM-DD",
			o.Date.Format(time.DateOnly), cfg.Window(), config.FileName)
	}
	layout := content.Layout{DefaultLocale: cfg.I18n.DefaultLocale}
	name := o.Date.Format(time.DateOnly) + "-" + o.Slug
	var paths []string
	for _, loc := range cfg.I18n.Locales {
		base := filepath.ToSlash(filepath.Join(layout.Dir(loc, content.Post), name))
		for _, existing := range []string{base + ".md", base + ".mdx", base + "/index.md", base + "/index.mdx"} {
			if _, err := os.Stat(filepath.Join(o.Root, filepath.FromSlash(existing))); err == nil {
				return nil, fmt.Errorf("a post already exists at %s", existing)
			}
		}
		if o.Folder {
			paths = append(paths, base+"/index.md")
		} else {
			paths = append(paths, base+".md")
		}
	}
	author, err := firstAuthor(o.Root, layout)
	if err != nil {
		return nil, err
	}
	for i, loc := range cfg.I18n.Locales {
		text := template(strings.HasPrefix(loc, "ja"), o.Title, o.Slug, author, o.Folder)
		full := filepath.Join(o.Root, filepath.FromSlash(paths[i]))
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			return nil, err
		}
		if err := os.WriteFile(full, []byte(text), 0o644); err != nil {
			return nil, err
		}
	}
	return paths, nil
}

// firstAuthor is the first key of the default locale's authors.yml.
func firstAuthor(root string, layout content.Layout) (string, error) {
	keys, found, perr := content.ReadYAMLKeys(root, layout.AuthorsFile(layout.DefaultLocale))
	if perr != nil {
		return "", fmt.Errorf("%s:%d: %s", layout.AuthorsFile(layout.DefaultLocale), perr.Line, perr.Msg)
	}
	if !found || len(keys) == 0 {
		return "", fmt.Errorf("no author in %s: add one first", layout.AuthorsFile(layout.DefaultLocale))
	}
	list := make([]string, 0, len(keys))
	for k := range keys {
		list = append(list, k)
	}
	sort.Strings(list)
	return list[0], nil
}

// template is a new post in Japanese or English; a folder post also shows
// how a figure beside it is written, in a comment.
func template(japanese bool, title, slug, author string, folder bool) string {
	if title == "" {
		title = strings.ReplaceAll(slug, "-", " ")
	}
	q := fmt.Sprintf("%q", title)
	if japanese {
		figure := ""
		if folder {
			figure = "<!-- 図は、このファイルの横に SVG を置いて次のように書きます（代替テキストと図の説明は必須）。\n![図が示す内容](./figure.svg \"図の説明文\") -->\n\n"
		}
		return "---\ntitle: " + q + "\ndescription: （この記事を一文で説明します）\nauthors: [" + author + "]\ntags: []\n---\n\n" +
			"（冒頭の段落：この記事が答える問いを書きます。）\n\n<!-- truncate -->\n\n## 何があったのか\n\n（本文）\n\n" + figure + "## 参考文献\n\n- （著者『書名』（出版社、年））\n- （報告書や論文：発行元、年）\n"
	}
	figure := ""
	if folder {
		figure = "<!-- A figure: put an SVG beside this file and write (alt text and caption required)\n![What the figure shows](./figure.svg \"The caption\") -->\n\n"
	}
	return "---\ntitle: " + q + "\ndescription: (One sentence on what this post is about.)\nauthors: [" + author + "]\ntags: []\n---\n\n" +
		"(The opening paragraph: the question this post answers.)\n\n<!-- truncate -->\n\n## What happened\n\n(The body.)\n\n" + figure + "## Sources\n\n- (Author, Title (Publisher, year))\n- (Report or paper: issuing body, year)\n"
}
