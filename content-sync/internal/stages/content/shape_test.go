package content

import "testing"

func TestReadShape(t *testing.T) {
	body := "Opening words here.\n\n<!-- truncate -->\n\n## What happened\n\nOne two three.\n\n### Detail\n\n- four five\n\n## Sources\n\n- Book one (1952)\n- Report two (1969)\n"
	s := ReadShape([]byte(body))
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
