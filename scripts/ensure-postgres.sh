#!/usr/bin/env bash
# Provides a PostgreSQL server for the server's test suite and prints its URL on stdout:
#   export TEST_DATABASE_URL=$(bash scripts/ensure-postgres.sh)
# Uses TEST_DATABASE_URL when it is already set. Otherwise installs PostgreSQL with apt when
# it is missing (as root, or through `sudo -n`), then starts a throw-away cluster of its own
# on 127.0.0.1:${PG_TEST_PORT:-55432} (data in ${PG_TEST_DIR:-/tmp/org-platform-postgres}),
# tuned for tests (no fsync). Running it again reuses the running cluster. Messages go to
# stderr; the only line on stdout is the URL.
set -euo pipefail

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "$TEST_DATABASE_URL"
  exit 0
fi

PORT=${PG_TEST_PORT:-55432}
DIR=${PG_TEST_DIR:-/tmp/org-platform-postgres}
log() { echo "ensure-postgres: $*" >&2; }

find_bindir() {
  if command -v pg_config >/dev/null 2>&1 && [ -x "$(pg_config --bindir)/initdb" ]; then
    pg_config --bindir
    return
  fi
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -n "$dir" ] && [ -x "$dir/initdb" ]; then echo "$dir"; fi
}

SUDO=
if [ "$(id -u)" != 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then SUDO="sudo -n"; fi
fi

BIN=$(find_bindir)
if [ -z "$BIN" ]; then
  if ! command -v apt-get >/dev/null 2>&1; then
    log "PostgreSQL is not installed and apt-get is not available; install it, or set TEST_DATABASE_URL."
    exit 1
  fi
  if [ "$(id -u)" != 0 ] && [ -z "$SUDO" ]; then
    log "PostgreSQL is missing and installing it needs root: run 'apt-get install postgresql' as root, or set TEST_DATABASE_URL."
    exit 1
  fi
  log "installing PostgreSQL with apt-get ..."
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq >&2
  # The package's own cluster is not used; do not let the install start it.
  $SUDO apt-get install -y -qq --no-install-recommends postgresql >&2
  BIN=$(find_bindir)
  if [ -z "$BIN" ]; then
    log "PostgreSQL was installed but initdb was not found."
    exit 1
  fi
fi

# initdb and postgres refuse to run as root: use the package's postgres account then.
RUN=()
if [ "$(id -u)" = 0 ]; then
  if id postgres >/dev/null 2>&1; then
    RUN=(runuser -u postgres --)
  else
    log "running as root without a 'postgres' account: run this as an ordinary user, or set TEST_DATABASE_URL."
    exit 1
  fi
fi

if ! "${RUN[@]}" "$BIN/pg_ctl" -D "$DIR" status >/dev/null 2>&1; then
  if [ ! -f "$DIR/PG_VERSION" ]; then
    mkdir -p "$DIR"
    if [ "${#RUN[@]}" -gt 0 ]; then chown postgres "$DIR"; fi
    chmod 700 "$DIR"
    log "creating a test cluster in $DIR ..."
    "${RUN[@]}" "$BIN/initdb" -D "$DIR" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
  fi
  log "starting PostgreSQL on 127.0.0.1:$PORT ..."
  "${RUN[@]}" "$BIN/pg_ctl" -D "$DIR" -l "$DIR/server.log" -w -t 60 \
    -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
    start >/dev/null
fi

"$BIN/pg_isready" -h 127.0.0.1 -p "$PORT" -q -t 30 || {
  log "PostgreSQL on port $PORT does not answer; see $DIR/server.log"
  exit 1
}
echo "postgres://postgres@127.0.0.1:$PORT/postgres"
