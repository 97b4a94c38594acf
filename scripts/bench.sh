#!/usr/bin/env bash
# `npm run bench`: prints the figures we track for this commit. Benchmarks print; they never fail a build.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_install
if [ ! -f apps/wechat/dist/app.json ] || [ ! -f apps/alipay/dist/app.json ] || [ ! -f apps/h5/dist/index.html ]; then
  step "production builds" bash scripts/build-apps.sh
fi
echo "commit $(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
step "package sizes and H5 first load" node_modules/.bin/tsx scripts/bench/packageSizes.ts
step "home first render (setData bytes, harness)" node_modules/.bin/tsx scripts/bench/homeFirstRender.ts
step "house_list with 1,000 listings (setData bytes, harness)" node_modules/.bin/tsx scripts/bench/houseList.ts
step "Chromium for the route bench" bash scripts/ensure-chromium.sh
step "H5 route chunks of the house pages (Chromium)" node_modules/.bin/tsx scripts/bench/h5RouteChunks.ts
step "H5 web vitals on a throttled phone (Chromium)" node_modules/.bin/tsx scripts/bench/h5Vitals.ts
step "H5 performance as Lighthouse reads it (its simulated mobile throttling)" node_modules/.bin/tsx scripts/bench/h5Lighthouse.ts
step "H5 accessibility: axe violations per page, Lighthouse scores (Chromium)" node_modules/.bin/tsx scripts/bench/accessibility.ts
step "server latency: GET home/base and the house list on loopback" bash -c 'cd apps/server && ../../node_modules/.bin/tsx bench.ts'
step "BLE command queue through the simulator" bash -c 'cd packages/device-ble && ../../node_modules/.bin/tsx bench.ts'
step "meters: day and hour use queries, an offline top-up through the simulator" node_modules/.bin/tsx scripts/bench/meters.ts
step "bills: bill list and payment confirmation p50/p99 over HTTP, bill_list setData with 500 bills (harness)" node_modules/.bin/tsx scripts/bench/bills.ts
step "ledger: the double-entry check over 100,000 movements" node_modules/.bin/tsx scripts/bench/ledger.ts
step "meter use pages: setData of a month and a year of days, a day of hours (harness); uCharts drawing time" node_modules/.bin/tsx scripts/bench/meterCharts.ts
