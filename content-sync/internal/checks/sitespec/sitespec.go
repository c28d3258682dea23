// Package sitespec holds the numbers and pages the site's specification
// fixes, for the tests that hold the published site to them.
package sitespec

import "strings"

// Docs are the doc pages the specification lists, as files of a locale's
// docs folder.
var Docs = []string{
	"index.md",
	"ai/index_ai.md", "occult/index_occult.md", "other/index_other.md", "philosophy/index_philosophy.md",
	"religion/index_religion.md", "spiritual/index_spiritual.md", "tech/index_tech.md", "ufo/index_ufo.md",
	"tips/ayakashi.md", "tips/how_to_build.md", "tips/how_to_change_copyright.md", "tips/how_to_deploy_github.md",
	"tips/how_to_register_qt_tools_claunch.md", "tips/how_to_write_1.md", "tips/how_to_write_2.md",
	"tips/sh_script_to_deploy_github.md", "tips/sh_script_to_local_build.md",
	"tutorial-basics/congratulations.md", "tutorial-basics/create-a-blog-post.md", "tutorial-basics/create-a-document.md",
	"tutorial-basics/create-a-page.md", "tutorial-basics/deploy-your-site.md", "tutorial-basics/markdown-features.md",
	"tutorial-extras/manage-docs-versions.md", "tutorial-extras/translate-your-site.md",
}

// DocTags are the doc tags the specification lists.
var DocTags = []string{"roswell", "tech", "ufo", "ufo-metal"}

// TagCounts are the posts per blog tag that the specification's tag page
// ranges fix (one post a page).
var TagCounts = map[string]int{
	"UFO": 92, "2025-09": 158, "2025-10": 6, "ESP": 12, "occult": 11, "religion": 10, "spiritual": 7,
	"MIB": 5, "mystery": 5, "BS": 4, "OBE": 2, "psycology": 2,
	"2024-06": 1, "AI": 1, "amendmark": 1, "cattle_mutilation": 1, "hoax": 1, "missing-411": 1,
	"psychic": 1, "tech": 1, "unravel": 1,
}

// DocRoutes are the addresses of Docs and of the doc tag pages below a
// locale's base URL.
func DocRoutes() []string {
	var routes []string
	for _, d := range Docs {
		r := "/" + strings.TrimSuffix(d, ".md")
		if r == "/index" {
			r = "/"
		}
		routes = append(routes, r)
	}
	routes = append(routes, "/tags")
	for _, t := range DocTags {
		routes = append(routes, "/tags/"+t)
	}
	return routes
}
