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
# Runs independent jobs ("name" "command" pairs) at most three at a time, in the order given (put the longest first),
# each one's output kept apart and shown whole when all have ended, then fails if any failed. On 2 cores the five jobs
# of npm test (large heaps, much garbage collection) all at once took 314 s and 621 CPU s; three at a time 287 s and
# 564 CPU s, two at a time 299 s (tests/README.md, "Where the suite's time goes").
SIDE_BY_SIDE_AT_ONCE=3
side_by_side() {
  local logs started=$SECONDS i=0 failed=0
  logs=$(mktemp -d)
  local names=()
  while [ $# -gt 0 ]; do
    while [ "$(jobs -rp | wc -l)" -ge "${SIDE_BY_SIDE_AT_ONCE}" ]; do wait -n || true; done
    names+=("$1")
    ( local begun=$SECONDS rc=0; bash -c "$2" >"${logs}/${i}.log" 2>&1 || rc=$?; echo "${rc} $((SECONDS - begun)) $((SECONDS - started))" >"${logs}/${i}.end" ) &
    shift 2
    i=$((i + 1))
  done
  wait
  for i in "${!names[@]}"; do
    local rc seconds ended
    read -r rc seconds ended <"${logs}/${i}.end"
    echo "--- ${names[$i]}: exit ${rc}, ${seconds} s (done at ${ended} s)"
    cat "${logs}/${i}.log"
    [ "${rc}" = 0 ] || failed=1
  done
  rm -rf "${logs}"
  echo "--- all side by side: $((SECONDS - started)) s"
  return "${failed}"
}
ensure_install() {
  # --frozen-lockfile: a fresh clone gets exactly the committed versions; a no-op when already installed.
  step "install" pnpm install --frozen-lockfile --reporter=append-only
}
