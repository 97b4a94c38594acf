#!/usr/bin/env bash
# `npm start`: installs everything, builds the three apps, then migrates, seeds and starts the reference
# server on 127.0.0.1:${PORT:-8080}, serving the H5 app at /aster/. The WeChat and Alipay builds are left in
# apps/wechat/dist and apps/alipay/dist, pointed at this server.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_install
export PORT=${PORT:-8080}
# The H5 app calls its own origin; the mini-programs need the server's absolute address.
step "building the H5 app" bash scripts/build-apps.sh h5
step "building the mini-programs" env ASTER_API_BASE="${ASTER_API_BASE:-http://127.0.0.1:${PORT}}" bash scripts/build-apps.sh wechat alipay
# The demo (ASTER_ENV=demo): simulated providers, the demo data and its demo logins (ASTER_DEMO=0 turns those off).
export ASTER_ENV=${ASTER_ENV:-demo}
# ASTER_API=spec serves spec section 7's calls alone, as an operator's own backend would (apps/server/src/env.ts).
export ASTER_API=${ASTER_API:-full}
exec node_modules/.bin/tsx apps/server/src/main.ts
