// Package gensite writes blogs of any size for measuring the pipeline: n
// posts in both languages, dated across the window, tagged like the real
// blog, each linking to the one before it and to a heading of it. What it
// writes is measuring material in a temporary folder, never content.
package gensite

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// tagCycle spreads topic tags the way the real blog does: about half of the
// posts are UFO posts, the rest share the other topics.
var tagCycle = [][]string{
	{"UFO"}, {"UFO", "MIB"}, {"ESP"}, {"UFO"}, {"occult"}, {"religion"}, {"UFO"}, {"spiritual"},
	{"UFO", "mystery"}, {"BS"}, {"UFO"}, {"OBE", "psycology"}, {}, {"UFO", "tech"},
}

// Posts adds n generated posts to a repository whose tags.yml defines the
// tags above and "2025-09"/"2025-10" (the real site's does); a copy of the
// real site with n-165 of them added is a blog of n posts.
func Posts(root string, n int) error {
	first := time.Date(2025, 9, 1, 0, 0, 0, 0, time.UTC)
	day := func(i int) time.Time { return first.AddDate(0, 0, i%33) }
	name := func(i int) string { return fmt.Sprintf("%s-generated-post-%d.md", day(i).Format(time.DateOnly), i) }
	route := func(i int) string { return fmt.Sprintf("/blog/%s/generated-post-%d", day(i).Format("2006/01/02"), i) }
	for i := 0; i < n; i++ {
		month := "2025-09"
		if day(i).Month() == time.October {
			month = "2025-10"
		}
		tags := strings.Join(append([]string{month}, tagCycle[i%len(tagCycle)]...), ", ")
		link := "/blog"
		if i > 0 {
			link = route(i-1) + "#second-section"
		}
		ja := fmt.Sprintf("---\ntitle: 計測用の記事 %d\ndescription: ビルドの計測に使う記事です。\nauthors: [ayakashi]\ntags: [%s]\n---\n計測用の冒頭の段落です。\n\n<!-- truncate -->\n\n## 第一節\n\n[前の記事](%s)を参照してください。%s\n\n## Second section\n\n%s\n", i, tags, link, strings.Repeat("本文の文章がここに続きます。", 20), strings.Repeat("もう一段落の本文です。", 20))
		en := fmt.Sprintf("---\ntitle: Measuring post %d\ndescription: A post for measuring builds.\nauthors: [ayakashi]\ntags: [%s]\n---\nThe opening paragraph of a measuring post.\n\n<!-- truncate -->\n\n## First section\n\nSee [the previous post](%s). %s\n\n## Second section\n\n%s\n", i, tags, link, strings.Repeat("The body of the text goes on here. ", 20), strings.Repeat("Another paragraph of the body. ", 20))
		for _, f := range []struct{ dir, text string }{{"site/blog", ja}, {"i18n/en/docusaurus-plugin-content-blog", en}} {
			if err := os.MkdirAll(filepath.Join(root, f.dir), 0o755); err != nil {
				return err
			}
			if err := os.WriteFile(filepath.Join(root, f.dir, name(i)), []byte(f.text), 0o644); err != nil {
				return err
			}
		}
	}
	return nil
}
