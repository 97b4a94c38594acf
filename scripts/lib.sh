# Shared by the npm scripts: one pinned pnpm (corepack's signature check fails on this registry).
PNPM_VERSION=10.34.9
pnpm() { npx --yes "pnpm@${PNPM_VERSION}" "$@"; }
# Each step says how long it took: the suite has a 20-minute budget on 2 cores, and this is where it goes.
step() {
  local name=$1 started=$SECONDS
  shift
  echo "==> ${name}"
  "$@"
  echo "==> ${name}: $((SECONDS - started)) s"
}
ensure_install() {
  # --frozen-lockfile: a fresh clone gets exactly the committed versions; a no-op when already installed.
  step "install" pnpm install --frozen-lockfile --reporter=append-only
}
