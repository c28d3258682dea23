package routes

import (
	"fmt"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/content"
	"go.yaml.in/yaml/v3"
)

// blogFileName is the blog plugin's DATE_FILENAME_REGEX: a date anywhere in
// the path, the rest of the path after it the slug.
var blogFileName = regexp.MustCompile(`^(?P<folder>.*)(?P<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?P<text>.*?)(?:/index)?.mdx?$`)

var indexSuffix = regexp.MustCompile(`(?:/index)?\.mdx?$`)

// PostSlug is a post's address below the blog as the blog plugin derives it
// from the file's path in the blog folder: /YYYY/MM/DD/slug for a dated
// name, the path itself otherwise. A slug in the front matter replaces it.
func PostSlug(rel string) string {
	if m := blogFileName.FindStringSubmatch(rel); m != nil {
		return "/" + strings.ReplaceAll(m[2], "-", "/") + "/" + m[1] + m[3]
	}
	return "/" + indexSuffix.ReplaceAllString(rel, "")
}

// PostRoute is the address of a post below the locale's base URL.
func PostRoute(d *content.Document) string {
	slug := d.Front.String("slug")
	if slug == "" {
		slug = PostSlug(d.Rel)
	}
	return Clean(Docusaurus.BlogBase + "/" + slug)
}

func (t *Table) addBlog(s sources) {
	posts := s.shown(content.Post)
	if len(posts) == 0 {
		t.addAuthors(s, nil)
		return
	}
	blog := "/" + Docusaurus.BlogBase
	var listed []*content.Document
	for _, d := range posts {
		t.add(PostRoute(d), Post, d)
		if !flag(d, "unlisted") {
			listed = append(listed, d)
		}
	}
	t.addPaginated(blog, len(listed), BlogList)
	if len(listed) > 0 {
		t.add(blog+"/"+Docusaurus.ArchiveBase, Archive, nil)
	}
	for _, f := range Docusaurus.Feeds {
		t.add(blog+"/"+f, Feed, nil)
	}
	t.addBlogTags(s, posts)
	t.addAuthors(s, posts)
}

// addPaginated adds a list of n posts: its first page at base, the others
// at base/page/N.
func (t *Table) addPaginated(base string, n int, k Kind) {
	t.addPages(base, Docusaurus.PageBase, n, k)
}

func (t *Table) addPages(base, pageBase string, n int, k Kind) {
	pages := max(1, (n+Docusaurus.PostsPerPage-1)/Docusaurus.PostsPerPage)
	t.add(base, k, nil)
	for i := 2; i <= pages; i++ {
		t.add(fmt.Sprintf("%s/%s/%d", base, pageBase, i), k, nil)
	}
}

// addBlogTags adds the tag list and each tag's pages, grouped by permalink
// like the blog plugin; a tag whose posts are all unlisted still lists them.
func (t *Table) addBlogTags(s sources, posts []*content.Document) {
	tags, _ := content.LoadTags(s.site.Root, s.dataFile(s.site.Layout.TagsFile))
	base := "/" + Docusaurus.BlogBase + "/" + Docusaurus.TagsBase
	all, listed := map[string]int{}, map[string]int{}
	var order []string
	for _, d := range posts {
		seen := map[string]bool{}
		for _, n := range d.Front.List("tags") {
			p, ok := tagPermalink(tags, n.Value)
			if !ok {
				t.Complete = false // a tag whose address Node alone computes
				continue
			}
			p = Clean(base + "/" + p)
			if seen[p] {
				continue
			}
			seen[p] = true
			if all[p] == 0 {
				order = append(order, p)
			}
			all[p]++
			if !flag(d, "unlisted") {
				listed[p]++
			}
		}
	}
	if len(order) == 0 {
		return
	}
	t.add(base, BlogTag, nil)
	for _, p := range order {
		n := listed[p]
		if n == 0 {
			n = all[p]
		}
		t.addPaginated(p, n, BlogTag)
		if lower := strings.ToLower(p); lower != p {
			t.addPaginated(lower, n, TagAlias)
		}
	}
}

// tagPermalink is the permalink of a tag written in front matter: the tags
// file's entry for it (matched regardless of case, as the pipeline
// normalises spellings), or for a tag the file lacks, its label made
// kebab-case. ok is false when that cannot be computed here.
func tagPermalink(tags *content.TagSet, name string) (string, bool) {
	if tags != nil {
		if tag, _, ok := tags.Lookup(name); ok {
			if tag.Permalink != "" {
				return tag.Permalink, true
			}
			k, ok := KebabCase(tag.Key)
			return "/" + k, ok
		}
	}
	k, ok := KebabCase(name)
	return "/" + k, ok
}

// author is an entry of authors.yml.
type author struct {
	key       string
	page      bool
	permalink string
}

// addAuthors adds the authors list, when authors.yml names anyone, and the
// pages of each author that asks for one (page: true, or page: {permalink}).
func (t *Table) addAuthors(s sources, posts []*content.Document) {
	authors := readAuthors(filepath.Join(s.site.Root, filepath.FromSlash(s.dataFile(s.site.Layout.AuthorsFile))))
	if len(authors) == 0 {
		return
	}
	base := "/" + Docusaurus.BlogBase + "/" + Docusaurus.AuthorsBase
	t.add(base, Author, nil)
	for _, a := range authors {
		if !a.page {
			continue
		}
		slug := a.permalink
		if slug == "" {
			k, ok := KebabCase(a.key)
			if !ok {
				t.Complete = false
				continue
			}
			slug = k
		}
		n := 0
		for _, d := range posts {
			for _, name := range d.Front.List("authors") {
				if name.Value == a.key {
					n++
					break
				}
			}
		}
		// An author's later pages sit below the author's page under
		// authorsBasePath, not pageBasePath: /blog/authors/x/authors/2.
		t.addPages(Clean(path.Join(base, slug)), Docusaurus.AuthorsBase, n, Author)
	}
}

// readAuthors reads the keys of authors.yml and whether each has a page.
func readAuthors(file string) []author {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil
	}
	var doc yaml.Node
	if yaml.Unmarshal(data, &doc) != nil || len(doc.Content) == 0 || doc.Content[0].Kind != yaml.MappingNode {
		return nil
	}
	var out []author
	m := doc.Content[0]
	for i := 0; i+1 < len(m.Content); i += 2 {
		a := author{key: m.Content[i].Value}
		var fields struct {
			Page yaml.Node `yaml:"page"`
		}
		if m.Content[i+1].Decode(&fields) == nil {
			switch p := fields.Page; p.Kind {
			case yaml.ScalarNode:
				a.page = p.Value == "true"
			case yaml.MappingNode:
				var pp struct {
					Permalink string `yaml:"permalink"`
				}
				if p.Decode(&pp) == nil {
					a.page, a.permalink = true, pp.Permalink
				}
			}
		}
		out = append(out, a)
	}
	return out
}
