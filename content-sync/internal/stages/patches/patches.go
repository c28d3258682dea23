// Package patches guards the site's patches of private Docusaurus, Rspack
// and react-router code (site/src/plugins/patches.json). Before Node
// starts, it compares the versions each patch was written for with the
// packages installed in node_modules; a patch whose packages differ is
// built without (Docusaurus's own behaviour), and the build says which,
// with the version expected and the version found. A private module that
// moved would otherwise turn a patch off in silence, or break the site.
package patches

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Manifest is where the patches are declared, from the repository root.
const Manifest = "site/src/plugins/patches.json"

// Patch is one patch and the packages it was written for.
type Patch struct {
	Name     string    `json:"name"`
	What     string    `json:"what"`
	Packages []Package `json:"packages"`
	// Client marks a patch that replaces a module of the client bundle;
	// the replacement registers its name in globalThis.__dsPatches.
	Client bool `json:"client,omitempty"`
}

// Package is a package at the version a patch was written for. From names
// the package that requires it, when the copy that one resolves is meant.
// Major, when set, is the only major version the patch can ever work with:
// another one stops the build instead of turning the patch off.
type Package struct {
	Name    string `json:"name"`
	From    string `json:"from,omitempty"`
	Version string `json:"version"`
	Major   int    `json:"major,omitempty"`
}

// Off is a patch turned off, with the first package that differs.
type Off struct {
	Patch   Patch
	Package Package
	Found   string // the installed version, "" when not installed
}

func (o Off) String() string {
	found := o.Found
	if found == "" {
		found = "none installed"
	}
	pkg := o.Package.Name
	if o.Package.From != "" {
		pkg += " (as " + o.Package.From + " resolves it)"
	}
	return fmt.Sprintf("patch %s (%s) is off: written for %s %s, found %s; building with Docusaurus's own behaviour",
		o.Patch.Name, o.Patch.What, pkg, o.Package.Version, found)
}

// Read loads the manifest of the repository at root.
func Read(root string) ([]Patch, error) {
	data, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(Manifest)))
	if err != nil {
		return nil, err
	}
	var m struct {
		Patches []Patch `json:"patches"`
	}
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("%s: %w", Manifest, err)
	}
	return m.Patches, nil
}

// Check compares every patch with the packages in modules (a node_modules
// folder). It returns the patches to turn off, or an error when a package
// is of a major version a patch can never work with.
func Check(modules string, patches []Patch) ([]Off, error) {
	var off []Off
	for _, p := range patches {
		for _, pkg := range p.Packages {
			found, err := Installed(modules, pkg)
			if err != nil {
				return nil, err
			}
			if pkg.Major > 0 && found != "" && !strings.HasPrefix(found, fmt.Sprintf("%d.", pkg.Major)) {
				return nil, fmt.Errorf("%s resolves %s %s, but patch %s (%s) works with %d.x only: bring back %d.x, or remove the patch and its entry in %s",
					orRoot(pkg.From), pkg.Name, found, p.Name, p.What, pkg.Major, pkg.Major, Manifest)
			}
			if found != pkg.Version {
				off = append(off, Off{Patch: p, Package: pkg, Found: found})
				break
			}
		}
	}
	return off, nil
}

func orRoot(from string) string {
	if from == "" {
		return "the site"
	}
	return from
}

// Installed is the version of a package in modules, as Node resolves it
// from the site or, with From set, from that package: its own
// node_modules, then each folder above it. "" means not installed.
func Installed(modules string, pkg Package) (string, error) {
	var dirs []string
	if pkg.From != "" {
		for d := filepath.Join(modules, filepath.FromSlash(pkg.From)); strings.HasPrefix(d, modules); d = filepath.Dir(d) {
			if filepath.Base(d) != "node_modules" {
				dirs = append(dirs, filepath.Join(d, "node_modules"))
			}
		}
	}
	dirs = append(dirs, modules)
	for _, d := range dirs {
		data, err := os.ReadFile(filepath.Join(d, filepath.FromSlash(pkg.Name), "package.json"))
		if os.IsNotExist(err) {
			continue
		}
		if err != nil {
			return "", err
		}
		var meta struct {
			Version string `json:"version"`
		}
		if err := json.Unmarshal(data, &meta); err != nil {
			return "", fmt.Errorf("%s: %w", filepath.Join(d, pkg.Name, "package.json"), err)
		}
		return meta.Version, nil
	}
	return "", nil
}

// Env is what the Node builds are told: the names of the patches off.
func Env(off []Off) string {
	names := make([]string, len(off))
	for i, o := range off {
		names[i] = o.Patch.Name
	}
	return "DS_PATCHES_OFF=" + strings.Join(names, ",")
}
