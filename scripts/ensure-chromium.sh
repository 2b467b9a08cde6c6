#!/usr/bin/env bash
# Browser tests drive the system Chromium (Debian's package) with playwright-core: browser
# downloads by test tools do not work here. Installs it with apt when it is missing.
set -euo pipefail

CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "Chromium was not found at $CHROMIUM and apt-get is not available." >&2
  echo "Install Chromium and set CHROMIUM_PATH to its executable." >&2
  exit 1
fi
SUDO=
if [ "$(id -u)" != 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo -n"; else
    echo "Chromium is missing and installing it needs root: run 'apt-get install chromium' as root." >&2
    exit 1
  fi
fi
echo "Installing Chromium with apt-get ..."
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
"$CHROMIUM" --version
