#!/usr/bin/env bash
# Every check, in timed phases, keeping both cores of a CI machine busy:
#   formatting beside lint, types, build and package checks (turbo, two tasks at a time);
#   unit and component tests (the server's suite on the embedded PGlite beside the others);
#   the Storybook build, then every story rendered in Chromium against it;
#   browser tests against the started server, beside the server's suite on PostgreSQL.
# Logs go to .verify/; at the end a table of the phases' times and of the tests each ran.
set -euo pipefail
source "$(dirname "$0")/lib/pnpm.sh"
cd "$ROOT_DIR"

export VERIFY_DIR=${VERIFY_DIR:-$ROOT_DIR/.verify}
mkdir -p "$VERIFY_DIR"
LOGS=$VERIFY_DIR
touch "$LOGS/times"

# Runs a phase with its output shown and kept in .verify/<log>.log, and records its time.
phase() {
  local name=$1 log=$2 started status=0
  shift 2
  started=$(date +%s)
  echo "::: $name"
  "$@" > >(tee "$LOGS/$log.log") 2>&1 || status=$?
  local took=$(($(date +%s) - started))
  echo "$log $took" >>"$LOGS/times"
  echo "::: $name took $took s"
  return "$status"
}

# Chromium and PostgreSQL: started by scripts/test.sh in the background, or provided here.
provisioned() {
  if [ -f "$LOGS/provision.pid" ]; then
    local pid
    pid=$(cat "$LOGS/provision.pid")
    while kill -0 "$pid" 2>/dev/null; do sleep 1; done
    rm -f "$LOGS/provision.pid"
    cat "$LOGS/provision.log"
  elif [ ! -f "$LOGS/provision.log" ]; then
    bash scripts/provision.sh "$LOGS" 2>&1 | tee "$LOGS/provision.log"
  fi
  [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || {
    echo "Chromium is missing (see above)." >&2
    return 1
  }
}

postgres_suite() {
  local url=${TEST_DATABASE_URL:-}
  [ -n "$url" ] || url=$(cat "$LOGS/postgres-url" 2>/dev/null || true)
  if [ -z "$url" ]; then
    if [ "${CI:-}" = true ]; then
      echo "PostgreSQL could not be provided, and CI must test the server on it." >&2
      return 1
    fi
    echo "Note: the server tests ran on the embedded PGlite only; PostgreSQL could not be"
    echo "provided here (see .verify/provision.log). Set TEST_DATABASE_URL to run them on one."
    return 0
  fi
  echo "server tests against PostgreSQL ($url)"
  TEST_DATABASE_URL=$url pnpm --filter @org/server test
}

# Two phases side by side; fails when either does (after both have ended).
beside() {
  local first=$1 second=$2 status=0 pid
  "$first" &
  pid=$!
  "$second" || status=$?
  wait "$pid" || status=$?
  return "$status"
}

formatting() { phase formatting formatting pnpm run format:check; }
static() {
  phase "lint, types, build, packages" static \
    turbo run lint typecheck typecheck:root build check-package test:install --concurrency=2
}
server_pglite() { phase "server tests on PGlite" server-pglite pnpm --filter @org/server test; }
package_tests() {
  phase "unit and component tests" unit turbo run test --filter='!@org/server' --concurrency=2
}
stories() { pnpm run test:stories; }
e2e() { phase "end-to-end tests" e2e turbo run e2e --concurrency=1; }
server_postgres() { phase "server tests on PostgreSQL" server-postgres postgres_suite; }

beside formatting static
beside server_pglite package_tests
provisioned
phase "Storybook build and stories in Chromium" stories stories
beside server_postgres e2e
node scripts/verify-summary.mjs "$LOGS"
