#!/usr/bin/env bash
# Browser tests drive Debian's chromium through playwright-core (Playwright's own browser download cannot
# reach its CDN from here). Installs it when missing; CI machines start without it.
set -euo pipefail
CHROMIUM=${ASTER_CHROMIUM:-/usr/bin/chromium}
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" != 0 ]; then
  echo "chromium is missing at $CHROMIUM and this user cannot install it: run 'apt-get install -y chromium' as root" >&2
  exit 1
fi
echo "==> installing Debian chromium for the browser tests"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
