#!/usr/bin/env bash
# `npm test`: installs what is missing, then lint, type checks, the production builds and every test
# (unit, property, server over HTTP + SQLite, built mini-programs in the harness, H5 in headless Chromium).
# Needs only Node 20 and npm (and root, once, to apt-get install Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_install
step "chromium for the browser tests" bash scripts/ensure-chromium.sh
# The harness and browser tests meet the built apps, as users do: build them first. Other teams get the core
# packages as tarballs: tests/consumers installs these outside the workspace. None of these jobs reads what
# another writes (each build generates its own app's entries; lint and tsc skip the generated files).
# Lint and the type checks share their TypeScript programs (scripts/lint-and-typecheck.ts): `npm run lint` and
# `npm run typecheck` each build and check them on their own. Three jobs run at a time, in this order: the three
# longest first, so that the two mini-program builds fill the end (scripts/lib.sh).
step "lint, type checks, production builds and the packed core packages" side_by_side \
  "lint and type checks" "node_modules/.bin/tsx scripts/lint-and-typecheck.ts" \
  "build h5" "bash scripts/build-apps.sh h5" \
  "pack the core packages" "bash scripts/pack-core.sh" \
  "build wechat" "bash scripts/build-apps.sh wechat" \
  "build alipay" "bash scripts/build-apps.sh alipay"
step "tests" node_modules/.bin/jest --ci
