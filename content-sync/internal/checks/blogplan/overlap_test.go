package blogplan

import "testing"

func TestSharedRuns(t *testing.T) {
	texts := map[string]string{
		"a": "one two three four five six seven",
		"b": "zero two three four five six nine",
		"c": "nothing in common at all here",
		"j": "未確認飛行物体の目撃",
		"k": "これは未確認飛行物体です",
	}
	got := SharedRuns(map[string]string{"a": texts["a"], "b": texts["b"], "c": texts["c"]}, 5, false)
	if len(got) != 1 || got[0].A != "a" || got[0].B != "b" || got[0].Run != "two three four five six" {
		t.Errorf("words: %+v", got)
	}
	got = SharedRuns(map[string]string{"j": texts["j"], "k": texts["k"]}, 6, true)
	if len(got) != 1 || got[0].Run != "未確認飛行物" {
		t.Errorf("chars: %+v", got)
	}
	if got := SharedRuns(map[string]string{"j": texts["j"], "k": texts["k"]}, 8, true); len(got) != 0 {
		t.Errorf("runs longer than the shared text: %+v", got)
	}
}
