package stats

import "testing"

func TestMedian(t *testing.T) {
	for _, c := range []struct {
		in   []float64
		want float64
	}{
		{nil, 0},
		{[]float64{7}, 7},
		{[]float64{9, 3, 5}, 5},
		{[]float64{4, 1, 3, 2}, 2.5},
	} {
		if got := Median(c.in); got != c.want {
			t.Errorf("Median(%v) = %v, want %v", c.in, got, c.want)
		}
	}
	in := []float64{3, 1, 2}
	Median(in)
	if in[0] != 3 {
		t.Error("Median sorted its argument in place")
	}
}

func TestOf(t *testing.T) {
	type run struct{ secs float64 }
	got := Median(Of([]run{{2}, {8}, {4}}, func(r run) float64 { return r.secs }))
	if got != 4 {
		t.Errorf("got %v", got)
	}
}
