package bench

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

// Each column's median is its own: the fastest run need not be the leanest.
func TestMedians(t *testing.T) {
	ms := []Measurement{{Wall: 9 * time.Second, Peak: 1 << 20, Tree: 8 << 20}, {Wall: 3 * time.Second, Peak: 3 << 20, Tree: 4 << 20}, {Wall: 5 * time.Second, Peak: 2 << 20, Tree: 6 << 20}}
	if wall(ms) != 5*time.Second || peak(ms) != 2<<20 || tree(ms) != 6<<20 {
		t.Errorf("medians %v %d %d", wall(ms), peak(ms), tree(ms))
	}
}

func TestReport(t *testing.T) {
	var out bytes.Buffer
	o := Options{Out: &out}
	r := &Report{}
	r.Section(o, "Title", "Intro.")
	r.Table(o, []string{"a", "b"}, [][]string{{"1", "2"}})
	want := "## Title\n\nIntro.\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n\n"
	if r.String() != want || !strings.Contains(out.String(), "| 1 | 2 |") {
		t.Errorf("report:\n%q", r.String())
	}
}

// Each run is divided by its own partner, not by the median of the others.
func TestRunByRun(t *testing.T) {
	s := func(secs ...int) []Measurement {
		var ms []Measurement
		for _, n := range secs {
			ms = append(ms, Measurement{Wall: time.Duration(n) * time.Second})
		}
		return ms
	}
	if got := runByRun(s(30, 22, 31), s(133, 117, 113)); got != "0.23 (0.19–0.27)" {
		t.Errorf("got %q", got)
	}
}
