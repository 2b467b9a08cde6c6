#!/usr/bin/env bash
# Installs the dependencies and starts the platform for local use.
set -euo pipefail
source "$(dirname "$0")/lib/pnpm.sh"
cd "$ROOT_DIR"

pnpm install --frozen-lockfile
exec pnpm run platform
