#!/usr/bin/env bash
# Every check, one phase after another, each timed. Turbo runs at most two tasks at a time: the
# machines this runs on have two cores, and a dozen test runners sharing them made component
# tests wait so long for the CPU that they ran out of time.
set -euo pipefail
source "$(dirname "$0")/lib/pnpm.sh"
cd "$ROOT_DIR"

phase() {
  local name=$1 started
  shift
  started=$(date +%s)
  echo "::: $name"
  "$@"
  echo "::: $name took $(($(date +%s) - started)) s"
}

phase formatting pnpm run format:check
phase "lint, types, build, packages" \
  turbo run lint typecheck build check-package test:install --concurrency=2
phase "unit and component tests" turbo run test --concurrency=2
phase "stories in Chromium" pnpm run test:stories
phase "end-to-end tests" turbo run e2e --concurrency=1
phase "Storybook build" turbo run build-storybook
