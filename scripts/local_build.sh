#!/usr/bin/env bash
# Builds the whole site, both locales, into build/ds/ — the same as
# `go tool mage build`, with a clear word when a tool it needs is missing.
set -euo pipefail

cd "$(dirname "$0")/.."

need() {
  if ! command -v "$1" >/dev/null 2>&1; then
    echo "local_build.sh: $1 is not installed; $2" >&2
    exit 1
  fi
}
need go "install Go 1.24 or newer from https://go.dev/dl/"
need node "install Node.js 18 or newer from https://nodejs.org/"
need npm "it comes with Node.js; reinstall Node.js"

go tool mage build
echo "The site is in build/ds/ (Japanese at the root, English under en/)."
