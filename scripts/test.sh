#!/usr/bin/env bash
# Installs everything the tests need (pnpm, dependencies, Chromium) and runs every check:
# formatting, lint, typecheck, build, unit and component tests, package checks on the packed
# tarballs, stories rendered in Chromium, and the Storybook build.
set -euo pipefail
source "$(dirname "$0")/lib/pnpm.sh"
cd "$ROOT_DIR"

bash scripts/ensure-chromium.sh
pnpm install --frozen-lockfile
pnpm run verify
