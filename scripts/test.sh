#!/usr/bin/env bash
# `npm test`: installs what is missing, then lint, type checks, the production builds and every test
# (unit, property, server over HTTP + SQLite, built mini-programs in the harness, H5 in headless Chromium).
# Needs only Node 20 and npm (and root, once, to apt-get install Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_install
step "chromium for the browser tests" bash scripts/ensure-chromium.sh
step "lint" node_modules/.bin/eslint . --max-warnings 0
step "typecheck" npm run --silent typecheck
# The harness and browser tests meet the built apps, as users do: build them first.
step "production builds" bash scripts/build-apps.sh
# Other teams get the core packages as tarballs: tests/consumers installs these outside the workspace.
step "pack the core packages" bash scripts/pack-core.sh
step "tests" node_modules/.bin/jest --ci
