package pipeline

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
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

// A locale renders in as many processes as it has cores to itself, and
// DS_RENDER_PROCESSES sets the number outright.
func TestRenderProcesses(t *testing.T) {
	t.Setenv("DS_RENDER_PROCESSES", "")
	for _, c := range []struct{ builds, cpus, want int }{
		{1, 1, 1},
		{1, 2, 2},
		{2, 2, 1},
		{2, 3, 1},
		{2, 4, 2},
		{1, 16, maxRenderProcesses},
	} {
		if got := renderProcesses(c.builds, c.cpus); got != c.want {
			t.Errorf("%d builds on %d cores: %d processes, want %d", c.builds, c.cpus, got, c.want)
		}
	}
	t.Setenv("DS_RENDER_PROCESSES", "3")
	if got := renderProcesses(2, 2); got != 3 {
		t.Errorf("with DS_RENDER_PROCESSES=3: %d processes", got)
	}
}

// Rspack keeps the memory it frees, and hands it back at once only for
// locales past the size at which bundler-memory.js bundles the client
// apart, and the two sizes agree.
func TestMemoryTuning(t *testing.T) {
	if got := memoryTuning(largeLocale); !slices.Equal(got, []string{"MIMALLOC_PURGE_DELAY=-1"}) {
		t.Errorf("%d routes: %v, want the allocator's memory kept", largeLocale, got)
	}
	if got := memoryTuning(largeLocale + 1); !slices.Equal(got, []string{"MIMALLOC_PURGE_DELAY=0"}) {
		t.Errorf("%d routes: %v, want the allocator's memory handed back at once", largeLocale+1, got)
	}
	js, err := os.ReadFile(filepath.Join(repoRoot, "site", "src", "plugins", "bundler-memory.js"))
	if err != nil {
		t.Fatal(err)
	}
	if want := fmt.Sprintf("DS_SPLIT_BUNDLING_ABOVE ?? %d)", largeLocale); !strings.Contains(string(js), want) {
		t.Errorf("bundler-memory.js does not bundle apart past %d routes (%q)", largeLocale, want)
	}
}
