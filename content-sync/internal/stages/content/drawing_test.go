package content

import "testing"

// TestDrawing: only a figure whose image is an .svg beside the markdown file
// is drawn in the page, as site/src/remark/figure.js decides.
func TestDrawing(t *testing.T) {
	src := []byte(`![a](./timeline.svg "Caption")

![a](timeline.SVG "Caption")

![a](./photo.png "Caption")

![a](/img/logo.svg "Caption")

![a](@site/static/img/logo.svg "Caption")

![a](https://example.com/x.svg "Caption")

![a](./timeline.svg)

Text and ![a](./timeline.svg "Caption") in one paragraph.
`)
	want := []bool{true, true, false, false, false, false, false, false}
	links := ParseMarkdown(src, 0).Links
	if len(links) != len(want) {
		t.Fatalf("%d links, want %d", len(links), len(want))
	}
	for i, ln := range links {
		if got := ln.Drawing(); got != want[i] {
			t.Errorf("line %d, %s (figure %v): drawn in the page %v, want %v", ln.Line, ln.Dest, ln.Figure, got, want[i])
		}
	}
}
