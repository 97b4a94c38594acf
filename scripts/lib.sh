# Shared by the npm scripts: one pinned pnpm (corepack's signature check fails on this registry).
PNPM_VERSION=10.34.9
pnpm() { npx --yes "pnpm@${PNPM_VERSION}" "$@"; }
step() { local name=$1; shift; echo "==> ${name}"; "$@"; }
ensure_install() {
  # --frozen-lockfile: a fresh clone gets exactly the committed versions; a no-op when already installed.
  step "install" pnpm install --frozen-lockfile --reporter=append-only
}
