package blogplan

import (
	"os"
	"testing"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/content"
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
