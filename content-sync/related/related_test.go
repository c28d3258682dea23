package related

import (
	"strings"
	"testing"

	"github.com/ayakashi-research/ds/content-sync/content"
)

func TestChooseOnTheRealBlog(t *testing.T) {
	site, l := content.Load("../..", "ja", []string{"ja", "en"})
	if l.Errors() > 0 {
		t.Fatal(l)
	}
	choice := Choose(site, "en")
	arnold := "/blog/2025/09/01/kenneth-arnold-1947-sighting"
	en := choice["en"][arnold]
	if len(en) != Count {
		t.Fatalf("%d related posts, want %d", len(en), Count)
	}
	// The amendment to the Arnold post is the most obviously related post.
	found := false
	for _, r := range en {
		found = found || r.Permalink == "/blog/2025/10/01/arnold-speed-estimate-update"
		if r.Permalink == arnold {
			t.Error("a post is related to itself")
		}
	}
	if !found {
		t.Errorf("the Arnold amendment is not among %v", en)
	}
	ja := choice["ja"][arnold]
	if ja[0].Permalink != en[0].Permalink || !strings.ContainsAny(ja[0].Title, "ぁあいうえおアイウエオ事件") && ja[0].Title == en[0].Title {
		t.Errorf("Japanese choice %v does not mirror the English one %v with Japanese titles", ja, en)
	}
	if len(choice["en"]) != 165 {
		t.Errorf("%d posts have a choice, want 165", len(choice["en"]))
	}
}
