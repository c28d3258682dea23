package e2e

import (
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/ayakashi-research/ds/content-sync/internal/checks/fixture"
)

// The site matches plain route paths without regular expressions
// (site/src/plugins/client-speed/literal-path.js); it must agree with the
// path-to-regexp that react-router would have used, option by option.
func TestLiteralRoutesMatchAsPathToRegexp(t *testing.T) {
	runNodeCheck(t, "testdata/literal-path.cjs")
}

// The site finds routes through an index of the route table
// (site/src/plugins/client-speed/route-index.js); it must find the routes,
// matches and pages react-router-config finds.
func TestRouteIndexAnswersAsReactRouterConfig(t *testing.T) {
	runNodeCheck(t, "testdata/route-index.cjs")
}

// runNodeCheck runs a comparison script with the repository's root; the
// script prints each disagreement and exits non-zero if there is one.
func runNodeCheck(t *testing.T, script string) {
	t.Helper()
	root, err := filepath.Abs(repoRoot)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := exec.LookPath("node"); err != nil {
		fixture.MissingTool(t, "node", "install Node.js 18 or newer")
	}
	out, err := exec.Command("node", script, root).CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	t.Logf("%s", out)
}
