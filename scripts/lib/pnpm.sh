# Sourced by the project's scripts: puts the pnpm version pinned in package.json on PATH.
# pnpm is installed into .tools/ with npm when it is missing (corepack cannot verify
# signatures on this registry, and a global install needs rights a user may not have).
set -euo pipefail

ROOT_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)

node_ok=$(node -e 'const [a,b]=process.versions.node.split(".").map(Number);console.log(a>20||(a===20&&b>=19)?"yes":"no")' 2>/dev/null || echo missing)
if [ "$node_ok" != yes ]; then
  echo "This project needs Node.js 20.19 or newer (found: $(node --version 2>/dev/null || echo none))." >&2
  exit 1
fi

PNPM_VERSION=$(node -p "require('$ROOT_DIR/package.json').packageManager.split('@')[1]")
TOOLS_DIR="$ROOT_DIR/.tools"
if [ "$("$TOOLS_DIR/node_modules/.bin/pnpm" --version 2>/dev/null || true)" != "$PNPM_VERSION" ]; then
  echo "Installing pnpm $PNPM_VERSION into .tools/ ..."
  npm install --prefix "$TOOLS_DIR" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "pnpm@$PNPM_VERSION"
fi
export PATH="$TOOLS_DIR/node_modules/.bin:$PATH"
