#!/usr/bin/env bash
# What the browser tests and the server's PostgreSQL run need from the system: Chromium, then a
# PostgreSQL test server (installed with apt when missing). Writes the server's URL to
# "$1/postgres-url" when one could be provided. Run in the background while the dependencies
# install (scripts/test.sh); scripts/verify.sh waits for it before the phases that need it.
set -uo pipefail
out=${1:?the folder to write into}
cd "$(dirname "$0")/.."
status=0
bash scripts/ensure-chromium.sh || status=$?
if url=$(bash scripts/ensure-postgres.sh); then echo "$url" >"$out/postgres-url"; fi
exit "$status"
