#!/usr/bin/env bash
# Browser tests drive Debian's chromium through playwright-core (Playwright's own browser download cannot
# reach its CDN from here). Installs it when missing; CI machines start without it. The tests run its headless
# shell (chromium-headless-shell, as Playwright's own tests do); the benches measure with the full browser.
set -euo pipefail
CHROMIUM=${ASTER_CHROMIUM:-/usr/bin/chromium}
HEADLESS_SHELL=${ASTER_HEADLESS_SHELL:-/usr/bin/chromium-headless-shell}
# A CJK font, so that the screenshots the browser tests take show Chinese rather than empty boxes.
CJK_FONT=/usr/share/fonts/truetype/wqy/wqy-microhei.ttc
if [ -x "$CHROMIUM" ] && [ -x "$HEADLESS_SHELL" ] && [ -f "$CJK_FONT" ]; then exit 0; fi
if [ "$(id -u)" != 0 ]; then
  echo "chromium, its headless shell or a CJK font is missing and this user cannot install them: run 'apt-get install -y chromium chromium-headless-shell fonts-wqy-microhei' as root" >&2
  exit 1
fi
echo "==> installing Debian chromium, its headless shell and a CJK font for the browser tests"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium chromium-headless-shell fonts-wqy-microhei >/dev/null
