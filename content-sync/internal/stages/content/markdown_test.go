package content

import (
	"fmt"
	"strings"
	"testing"
)

func TestParseMarkdown(t *testing.T) {
	src := "---\ntitle: x\n---\nSee [the blog](/blog) and ![map](./map.png).\n\n## What happened?\n\n## What happened?\n\n### ロズウェル事件（1947年）\n\n## Custom {#my-id}\n\nText with [a **bold** link](../tips/how_to_build.md#step-1) and [](#empty).\n"
	_, _, off, _, _ := Split([]byte(src))
	o := ParseMarkdown([]byte(src), off)

	var links []string
	for _, l := range o.Links {
		links = append(links, fmt.Sprintf("%d:%d %s image=%v", l.Line, l.Col, l.Dest, l.Image))
	}
	wantLinks := "4:5 /blog image=false|4:27 ./map.png image=true|14:11 ../tips/how_to_build.md#step-1 image=false|14:1 #empty image=false"
	if got := strings.Join(links, "|"); got != wantLinks {
		t.Errorf("links:\n%s\nwant:\n%s", got, wantLinks)
	}

	var ids []string
	for _, h := range o.Headings {
		ids = append(ids, fmt.Sprintf("%d %s", h.Level, h.ID))
	}
	wantIDs := "2 what-happened|2 what-happened-1|3 ロズウェル事件1947年|2 my-id"
	if got := strings.Join(ids, "|"); got != wantIDs {
		t.Errorf("ids:\n%s\nwant:\n%s", got, wantIDs)
	}
	if o.Headings[0].Line != 6 {
		t.Errorf("first heading on line %d", o.Headings[0].Line)
	}
}

func TestSluggerMatchesGithubSlugger(t *testing.T) {
	s := slugger{}
	for _, c := range []struct{ in, want string }{
		{"Hello World", "hello-world"},
		{"Hello World", "hello-world-1"},
		{"hello-world-1", "hello-world-1-1"},
		{"C++ & Go: a review", "c--go-a-review"},
		{"  Project Blue Book  ", "project-blue-book"},
		{"参考文献", "参考文献"},
		{"Sources", "sources"},
	} {
		if got := s.slug(strings.TrimSpace(c.in)); got != c.want {
			t.Errorf("%q: got %q, want %q", c.in, got, c.want)
		}
	}
}
