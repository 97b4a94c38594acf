#!/usr/bin/env bash
# `npm run dev [-- wechat] [alipay]`: the reference server in demo mode and Remax's watch builds (scripts/dev.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
# A fresh clone (or a changed lockfile) installs first, as npm start does; an installed tree starts at once.
if [ ! -f node_modules/.modules.yaml ] || [ pnpm-lock.yaml -nt node_modules/.modules.yaml ]; then ensure_install; fi
exec node_modules/.bin/tsx scripts/dev.ts "$@"
