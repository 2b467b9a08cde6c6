#!/usr/bin/env bash
# Installs everything the tests need (pnpm, dependencies, Chromium, PostgreSQL) and runs every
# check (scripts/verify.sh). Chromium and PostgreSQL install in the background while the
# dependencies do.
set -euo pipefail
source "$(dirname "$0")/lib/pnpm.sh"
cd "$ROOT_DIR"

export VERIFY_DIR="$ROOT_DIR/.verify"
rm -rf "$VERIFY_DIR" && mkdir -p "$VERIFY_DIR"
started=$(date +%s)
bash scripts/provision.sh "$VERIFY_DIR" >"$VERIFY_DIR/provision.log" 2>&1 &
echo $! >"$VERIFY_DIR/provision.pid"
pnpm install --frozen-lockfile
echo "install $(($(date +%s) - started))" >"$VERIFY_DIR/times"
pnpm run verify
