#!/usr/bin/env bash
# Installs everything the tests need (pnpm, dependencies, Chromium, PostgreSQL) and runs every
# check: formatting, lint, typecheck, build, unit and component tests, package checks on the
# packed tarballs, stories rendered in Chromium, and the Storybook build; then the API server's
# suite once more against a real PostgreSQL server (the first run used the embedded PGlite).
set -euo pipefail
source "$(dirname "$0")/lib/pnpm.sh"
cd "$ROOT_DIR"

bash scripts/ensure-chromium.sh
pnpm install --frozen-lockfile
pnpm run verify

if TEST_DATABASE_URL=$(bash scripts/ensure-postgres.sh); then
  echo "::: server tests against PostgreSQL ($TEST_DATABASE_URL)"
  started=$(date +%s)
  TEST_DATABASE_URL="$TEST_DATABASE_URL" pnpm --filter @org/server test
  echo "::: server tests against PostgreSQL took $(($(date +%s) - started)) s"
elif [ "${CI:-}" = true ]; then
  echo "PostgreSQL could not be provided, and CI must test the server on it." >&2
  exit 1
else
  echo "Note: the server tests ran on the embedded PGlite only; PostgreSQL could not be" >&2
  echo "provided here (see the message above). Set TEST_DATABASE_URL to run them on one." >&2
fi
