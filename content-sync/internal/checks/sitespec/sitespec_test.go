package sitespec

import "testing"

func TestDocRoutes(t *testing.T) {
	r := DocRoutes()
	if r[0] != "/" || r[1] != "/ai/index_ai" || r[len(r)-1] != "/tags/ufo-metal" || len(r) != len(Docs)+1+len(DocTags) {
		t.Errorf("routes %v", r)
	}
}
