package magetest

import (
	"fmt"
	"os"
	"os/exec"
	"testing"
)

// TestMain has mage compile the magefile once, before the tests start
// targets and time their signals: a compile writes into magefiles/, which
// two at once would trip over.
func TestMain(m *testing.M) {
	cmd := exec.Command("go", "tool", "mage", "-l")
	cmd.Dir = repoRoot
	if out, err := cmd.CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "compiling the magefile: %v\n%s", err, out)
		os.Exit(1)
	}
	os.Exit(m.Run())
}
