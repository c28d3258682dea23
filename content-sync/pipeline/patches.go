package pipeline

import (
	"fmt"
	"path/filepath"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/patches"
)

// Patches checks the site's patches of private Docusaurus code against the
// installed packages, prints a line for each one turned off, and returns
// the setting that tells the Node builds which are off. A package of a major
// version a patch can never work with is an error.
func Patches(o Options) (string, error) {
	list, err := patches.Read(o.Root)
	if err != nil {
		return "", err
	}
	off, err := patches.Check(filepath.Join(o.Root, "node_modules"), list)
	if err != nil {
		return "", err
	}
	for _, p := range off {
		fmt.Fprintln(o.Out, p)
	}
	return patches.Env(off), nil
}

// allPatchesOff is the setting for a stock build, which loads none of the
// site's plugins: every patch off, none checked.
func allPatchesOff(root string) (string, error) {
	list, err := patches.Read(root)
	if err != nil {
		return "", err
	}
	off := make([]patches.Off, len(list))
	for i, p := range list {
		off[i] = patches.Off{Patch: p}
	}
	return patches.Env(off), nil
}
