package deploy

import (
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/ayakashi-research/ds/content-sync/internal/checks/fixture"
)

var repoRoot = fixture.RepoRoot()

// The workflows that build and publish the site must pass actionlint, which
// also runs shellcheck over their run steps when shellcheck is installed.
func TestWorkflowsLint(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(repoRoot, ".github", "workflows", "*.yml"))
	if len(files) < 2 {
		t.Fatalf("want ci.yml and deploy.yml, found %v", files)
	}
	cmd := exec.Command("go", append([]string{"-C", filepath.Join(repoRoot, "tools", "go"), "tool", "actionlint"}, files...)...)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("actionlint: %v\n%s", err, out)
	}
}

// The scripts the tips pages show must be clean under shellcheck.
func TestScriptsShellcheck(t *testing.T) {
	if _, err := exec.LookPath("shellcheck"); err != nil {
		fixture.MissingTool(t, "shellcheck", "apt-get install shellcheck")
	}
	scripts, _ := filepath.Glob(filepath.Join(repoRoot, "scripts", "*.sh"))
	if len(scripts) < 2 {
		t.Fatalf("want local_build.sh and deploy_github.sh, found %v", scripts)
	}
	out, err := exec.Command("shellcheck", append([]string{"--severity=style"}, scripts...)...).CombinedOutput()
	if err != nil {
		t.Errorf("shellcheck: %v\n%s", err, out)
	}
}
