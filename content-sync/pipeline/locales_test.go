package pipeline

import (
	"slices"
	"testing"
)

// V8 optimises less eagerly only when the locale builds share cores.
func TestNodeFlags(t *testing.T) {
	budget := "--interrupt-budget=270336"
	for _, c := range []struct {
		builds, cpus int
		lazier       bool
	}{
		{1, 2, false},
		{2, 2, true},
		{2, 3, true},
		{2, 4, false},
		{3, 4, true},
	} {
		flags := nodeFlags(c.builds, c.cpus)
		if !slices.Contains(flags, "--expose-gc") {
			t.Errorf("%d builds on %d cores: %v lacks --expose-gc", c.builds, c.cpus, flags)
		}
		if slices.Contains(flags, budget) != c.lazier {
			t.Errorf("%d builds on %d cores: %v, want the larger budget %v", c.builds, c.cpus, flags, c.lazier)
		}
	}
}
