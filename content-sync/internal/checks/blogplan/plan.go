// Package blogplan reads the editorial plan of the blog (plan/blog.yaml) and
// checks the published posts against it: titles, tags, both languages, the
// length and shape every post must have.
package blogplan

import (
	"fmt"
	"os"
	"path"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Path is where the plan lives, from the repository root.
const Path = "plan/blog.yaml"

// Entry is one planned post.
type Entry struct {
	Date    string   `yaml:"date"`
	Slug    string   `yaml:"slug"`
	TitleJa string   `yaml:"title_ja"`
	TitleEn string   `yaml:"title_en"`
	Tags    []string `yaml:"tags"`
	Angle   string   `yaml:"angle"`
	Sources []string `yaml:"sources"`
	Line    int      `yaml:"-"`
}

// Name is the post's date and slug, its file name in both languages without
// ".md", or its folder's name for a post kept in a folder with its figures.
func (e Entry) Name() string { return e.Date + "-" + e.Slug }

// PostName is the plan name of a post file inside the blog folder:
// "2025-09-01-slug.md" and "2025-09-01-slug/index.md" are both
// "2025-09-01-slug".
func PostName(rel string) string {
	base := path.Base(rel)
	stem := strings.TrimSuffix(base, path.Ext(base))
	if stem == "index" && path.Dir(rel) != "." {
		return path.Dir(rel)
	}
	return strings.TrimSuffix(rel, path.Ext(rel))
}

// Load reads the plan strictly: unknown keys are errors.
func Load(path string) ([]Entry, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(doc.Content) == 0 || doc.Content[0].Kind != yaml.SequenceNode {
		return nil, fmt.Errorf("%s: the plan must be a list of posts", path)
	}
	var entries []Entry
	for _, n := range doc.Content[0].Content {
		var e Entry
		if err := strictDecode(n, &e); err != nil {
			return nil, fmt.Errorf("%s:%d: %w", path, n.Line, err)
		}
		e.Line = n.Line
		entries = append(entries, e)
	}
	return entries, nil
}

func strictDecode(n *yaml.Node, e *Entry) error {
	known := map[string]bool{"date": true, "slug": true, "title_ja": true, "title_en": true, "tags": true, "angle": true, "sources": true}
	for i := 0; i+1 < len(n.Content); i += 2 {
		if k := n.Content[i]; !known[k.Value] {
			return fmt.Errorf("unknown key %q at line %d", k.Value, k.Line)
		}
	}
	return n.Decode(e)
}

// TagCounts counts the plan's posts per tag.
func TagCounts(entries []Entry) map[string]int {
	m := map[string]int{}
	for _, e := range entries {
		for _, t := range e.Tags {
			m[t]++
		}
	}
	return m
}
