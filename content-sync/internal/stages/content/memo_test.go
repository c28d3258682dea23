package content

import "testing"

// TestParseBodyFollowsTheText: the outline kept for a text is never given
// for another text, nor for the same text read from another offset.
func TestParseBodyFollowsTheText(t *testing.T) {
	d := &Document{Src: []byte("---\ntitle: A\n---\n# One\n\n[a](/a)\n")}
	d.BodyOffset = len("---\ntitle: A\n---\n")
	first := d.ParseBody()
	if len(first.Links) != 1 || first.Links[0].Dest != "/a" || first.Links[0].Line != 6 {
		t.Fatalf("first outline: %+v", first)
	}
	d.Src = []byte("---\ntitle: A\n---\n# One\n\n[b](/b)\n")
	if got := d.ParseBody(); len(got.Links) != 1 || got.Links[0].Dest != "/b" {
		t.Errorf("after an edit: %+v", got)
	}
	d.Src = []byte("---\ntitle: A\n---\n# One\n\n[a](/a)\n")
	d.BodyOffset = 0
	if got := d.ParseBody(); len(got.Headings) != 2 {
		t.Errorf("from offset 0 the front matter reads as a heading of its own: %+v", got)
	}
}

func TestMemoStartsAgainPastItsLimit(t *testing.T) {
	var m memo[int]
	calls := 0
	read := func() int { calls++; return calls }
	for i := range memoLimit + 1 {
		m.get([]byte{byte(i), byte(i >> 8)}, 0, read)
	}
	if len(m.m) != 1 {
		t.Errorf("%d entries past the limit, want 1", len(m.m))
	}
	if m.get([]byte{0, 0}, 0, read) != memoLimit+2 {
		t.Error("an entry from before the reset was kept")
	}
}
