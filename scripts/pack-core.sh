#!/usr/bin/env bash
# Builds the three core packages (each one's prepack runs tsup: ESM, CommonJS and .d.ts into its dist/) and packs
# them as other teams get them: `pnpm pack` applies publishConfig (the built entry points) and turns
# `workspace:*` into the real version (plain `npm pack` does neither: its tarball would point at the TypeScript
# source the workspace uses). Tarballs: dist/packages/aster-<name>.tgz (tests/consumers installs them).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
OUT=dist/packages
rm -rf "$OUT"
mkdir -p "$OUT"
for name in core-domain core-api device-ble; do
  # Fixed names (no version): the consumer tests and other teams' scripts find them without a glob.
  (cd "packages/${name}" && pnpm pack --pack-destination "../../${OUT}" >/dev/null)
  mv "${OUT}/aster-${name}-"*.tgz "${OUT}/aster-${name}.tgz"
  echo "packed ${OUT}/aster-${name}.tgz"
done
