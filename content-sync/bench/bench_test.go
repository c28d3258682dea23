package bench

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

func TestMedianAndTable(t *testing.T) {
	ms := []Measurement{{Wall: 9 * time.Second, Peak: 3 << 20}, {Wall: 3 * time.Second, Peak: 1 << 20}, {Wall: 5 * time.Second, Peak: 2 << 20}}
	if m := median(ms); m.Wall != 5*time.Second || m.Peak != 2<<20 {
		t.Errorf("median %+v", m)
	}
	var b bytes.Buffer
	ways := []Way{{Name: "plain"}, {Name: "pipeline"}}
	printTable(&b, ways, [][]Measurement{ms, {{Wall: 1250 * time.Millisecond, Peak: 1 << 20}}})
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	if len(lines) != 3 || !strings.Contains(lines[1], "1.00") || !strings.Contains(lines[2], "0.25") {
		t.Errorf("table:\n%s", b.String())
	}
}
