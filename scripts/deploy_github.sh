#!/usr/bin/env bash
# Publishes the site to the gh-pages branch of origin — the same as
# `go tool mage deploy` — after checking the tools it needs. It builds first
# when the sources are newer than the last build. Pass --dry-run to see what
# would be pushed without pushing.
set -euo pipefail

cd "$(dirname "$0")/.."

need() {
  if ! command -v "$1" >/dev/null 2>&1; then
    echo "deploy_github.sh: $1 is not installed; $2" >&2
    exit 1
  fi
}
need go "install Go 1.24 or newer from https://go.dev/dl/"
need node "install Node.js 18 or newer from https://nodejs.org/"
need git "install git from https://git-scm.com/"

case "${1:-}" in
  "") go tool mage deploy ;;
  --dry-run) go tool mage deploy -dryrun ;;
  *)
    echo "usage: scripts/deploy_github.sh [--dry-run]" >&2
    exit 2
    ;;
esac
