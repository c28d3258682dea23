package e2e

import "testing"

// page-reuse keeps the pages' renders in one results file and an index
// (site/src/plugins/render/reuse.js): a build stopped before it saves must
// leave the last store whole, and a damaged store must make its pages
// render again rather than fail the build.
func TestPageStoreSurvivesStopsAndDamage(t *testing.T) {
	runNodeCheck(t, "testdata/page-store.cjs")
}
