#!/usr/bin/env bash
# `npm test`: installs what is missing, then lint, type checks and every test. Needs only Node 20 and npm.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_install
step "lint" pnpm exec eslint . --max-warnings 0
step "typecheck" pnpm -r --workspace-concurrency=2 typecheck
step "unit and integration tests" pnpm exec jest --ci
