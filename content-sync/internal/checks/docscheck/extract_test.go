package docscheck

import (
	"strings"
	"testing"
)

func TestExtraction(t *testing.T) {
	body := "Run `go tool mage build`, then:\n\n```bash\ngo tool mage serve -port=8080\nbash scripts/local_build.sh\n./scripts/deploy_github.sh --dry-run\ncat site/blog/tags.yml build/ds/index.html\nsite/blog/2025-09-01-a.md:5:17: warning\nls site/blog/YYYY-MM-DD-slug.md scripts/…\n```\n\nSet `site.toml` and `docusaurus.config.js`.\n"
	var spans, blocks []string
	for _, s := range Snippets([]byte(body)) {
		if s.Block {
			blocks = append(blocks, s.Lang+":"+s.Text)
		} else {
			spans = append(spans, s.Text)
		}
	}
	if strings.Join(spans, "|") != "go tool mage build|site.toml|docusaurus.config.js" || len(blocks) != 1 || !strings.HasPrefix(blocks[0], "bash:go tool mage serve") {
		t.Fatalf("spans %q blocks %q", spans, blocks)
	}
	if got := strings.Join(MageCalls(strings.TrimPrefix(blocks[0], "bash:")+" "+spans[0]), ","); got != "serve,build" {
		t.Errorf("mage calls %q", got)
	}
	if got := strings.Join(Paths(blocks[0]), ","); got != "scripts/local_build.sh,scripts/deploy_github.sh,site/blog/tags.yml,site/blog/2025-09-01-a.md" {
		t.Errorf("paths %q", got)
	}
	targets, err := MageTargets(repoRoot)
	if err != nil || !targets["build"] || !targets["buildlocale"] || targets["opts"] {
		t.Errorf("targets %v %v", targets, err)
	}
}
