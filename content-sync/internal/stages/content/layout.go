package content

import "path"

// Kind tells blog posts from docs.
type Kind string

const (
	Post Kind = "post"
	Doc  Kind = "doc"
)

// Layout names where each locale's sources live, relative to the repository
// root, following Docusaurus's own i18n layout so the staged trees need no
// renaming: the default locale in site/, the others under i18n/<locale>/.
type Layout struct {
	DefaultLocale string
}

// Dir is the folder holding one locale's posts or docs.
func (l Layout) Dir(locale string, k Kind) string {
	if locale == l.DefaultLocale {
		if k == Post {
			return "site/blog"
		}
		return "site/docs"
	}
	if k == Post {
		return path.Join("i18n", locale, "docusaurus-plugin-content-blog")
	}
	return path.Join("i18n", locale, "docusaurus-plugin-content-docs", "current")
}

// TagsFile is the blog's tags.yml for a locale.
func (l Layout) TagsFile(locale string) string { return path.Join(l.Dir(locale, Post), "tags.yml") }

// AuthorsFile is the blog's authors.yml for a locale.
func (l Layout) AuthorsFile(locale string) string {
	return path.Join(l.Dir(locale, Post), "authors.yml")
}

// DocTagsFile is the docs' tags.yml for a locale.
func (l Layout) DocTagsFile(locale string) string { return path.Join(l.Dir(locale, Doc), "tags.yml") }
