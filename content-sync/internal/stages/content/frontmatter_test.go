package content

import (
	"strings"
	"testing"
)

func TestSplit(t *testing.T) {
	tests := []struct {
		name       string
		src        string
		yaml, body string
		ok, closed bool
	}{
		{"none", "# Title\ntext\n", "", "", false, false},
		{"simple", "---\ntitle: x\n---\nbody\n", "title: x\n", "body\n", true, true},
		{"crlf", "---\r\ntitle: x\r\n---\r\nbody\r\n", "title: x\r\n", "body\r\n", true, true},
		{"empty block", "---\n---\nbody", "", "body", true, true},
		{"unclosed", "---\ntitle: x\nbody\n", "title: x\nbody\n", "", true, false},
		{"fence with trailing spaces", "---  \na: 1\n--- \nb", "a: 1\n", "b", true, true},
		{"dashes later only", "text\n---\na: 1\n---\n", "", "", false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			y, first, off, ok, closed := Split([]byte(tt.src))
			if ok != tt.ok || closed != tt.closed {
				t.Fatalf("ok=%v closed=%v", ok, closed)
			}
			if !ok {
				return
			}
			if string(y) != tt.yaml || first != 2 {
				t.Errorf("yaml %q line %d", y, first)
			}
			if closed && tt.src[off:] != tt.body {
				t.Errorf("body %q", tt.src[off:])
			}
		})
	}
}

func TestParseFrontMatterPositions(t *testing.T) {
	src := "---\ntitle: 題名\ntags:\n  - UFO\n  - ESP\n---\n"
	y, first, _, _, _ := Split([]byte(src))
	fm, err := ParseFrontMatter(y, first)
	if err != nil {
		t.Fatal(err)
	}
	if fm.String("title") != "題名" {
		t.Errorf("title %q", fm.String("title"))
	}
	tags := fm.List("tags")
	if len(tags) != 2 || tags[1].Value != "ESP" || tags[1].Line != 5 || tags[1].Column != 5 {
		t.Fatalf("tags %+v", tags)
	}
}

func TestParseFrontMatterErrors(t *testing.T) {
	tests := []struct{ name, yaml, want string }{
		{"syntax", "title: x\ntags: [a, b\n", "front matter is not valid YAML"},
		{"not a mapping", "- a\n- b\n", "front matter must be a mapping"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseFrontMatter([]byte(tt.yaml), 2)
			if err == nil || !strings.Contains(err.Msg, tt.want) {
				t.Fatalf("got %v", err)
			}
			if err.Line < 2 {
				t.Errorf("line %d is not a file line", err.Line)
			}
		})
	}
}

func TestLoadSkipsUnderscoreFiles(t *testing.T) {
	site, l := Load("testdata/site", "ja", []string{"ja", "en"})
	if len(l) != 0 {
		t.Fatal(l)
	}
	var got []string
	for _, d := range site.Docs {
		got = append(got, d.Locale+" "+string(d.Kind)+" "+d.Rel)
	}
	want := "en post 2025-09-01-a.md|ja post 2025-09-01-a.md|ja doc index.md"
	if strings.Join(got, "|") != want {
		t.Errorf("got %q\nwant %q", strings.Join(got, "|"), want)
	}
	if !site.Tags["ja"].Has("UFO") || site.Tags["ja"].Has("ufo") {
		t.Errorf("tags lookup is wrong: %+v", site.Tags["ja"])
	}
}
