package deploy

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/ayakashi-research/ds/content-sync/internal/stages/config"
	"github.com/ayakashi-research/ds/content-sync/pipeline"
)

// Command is `mage deploy`: it publishes the last good build when that build
// is newer than every input, and builds first otherwise. A build that fails
// is never deployed. DEPLOY_REMOTE and DEPLOY_BRANCH override site.toml.
func Command(ctx context.Context, root string, dryRun bool, out io.Writer) error {
	cfg, l := config.Read(root)
	if err := l.Err(); err != nil {
		l.Print(out)
		return err
	}
	remote, branch := cfg.Deploy.Remote, cfg.Deploy.Branch
	if v := os.Getenv("DEPLOY_REMOTE"); v != "" {
		remote = v
	}
	if v := os.Getenv("DEPLOY_BRANCH"); v != "" {
		branch = v
	}
	site := filepath.Join(root, filepath.FromSlash(cfg.Build.OutDir))
	if err := pipeline.BuildIfStale(ctx, pipeline.Options{Root: root, Out: out}, site); err != nil {
		return fmt.Errorf("refusing to deploy: the build failed: %w", err)
	}
	_, err := Publish(ctx, Options{Root: root, SiteDir: site, Remote: remote, Branch: branch, DryRun: dryRun, Out: out})
	return err
}
