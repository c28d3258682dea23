package blogplan

import (
	"os"
	"testing"

	"github.com/ayakashi-research/ds/content-sync/content"
)

func TestCheckReportsEveryMistake(t *testing.T) {
	plan, err := Load("testdata/bad/plan.yaml")
	if err != nil {
		t.Fatal(err)
	}
	site, l := content.Load("testdata/bad", "ja", []string{"ja", "en"})
	if len(l) != 0 {
		t.Fatal(l)
	}
	d := Check(site, plan, Rules{MinEnglishWords: 20, MinJapaneseChars: 40, MinSources: 2, FrontMatterFields: DefaultRules.FrontMatterFields})
	d.Sort()
	want, err := os.ReadFile("testdata/bad/want.txt")
	if err != nil {
		t.Fatal(err)
	}
	if d.String() != string(want) {
		t.Errorf("got:\n%s\nwant:\n%s", d, want)
	}
}

func TestRead(t *testing.T) {
	body := "Opening words here.\n\n<!-- truncate -->\n\n## What happened\n\nOne two three.\n\n### Detail\n\n- four five\n\n## Sources\n\n- Book one (1952)\n- Report two (1969)\n"
	s := Read([]byte(body))
	if !s.Truncated || !s.HasSources || s.Sources != 2 {
		t.Errorf("shape %+v", s)
	}
	if n := Words(s.Prose); n != 11 {
		t.Errorf("%d words in %q, want 11 (sources left out)", n, s.Prose)
	}
	if got := Chars("日本 語\n"); got != 3 {
		t.Errorf("chars %d", got)
	}
}
