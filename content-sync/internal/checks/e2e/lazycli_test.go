package e2e

import "testing"

// The locale builds start Docusaurus's CLI with a preload that defers the
// modules a build does not use (site/src/plugins/lazy-cli.cjs); each entry
// must match the installed modules, and a build's start must load none of
// them with it and all of them without it.
func TestLazyCLIDefersWhatBuildsDoNotUse(t *testing.T) {
	runNodeCheck(t, "testdata/lazy-cli.cjs")
}
