#!/usr/bin/env bash
# Production builds of the three Remax shells into apps/{wechat,alipay,h5}/dist.
#   bash scripts/build-apps.sh            all three
#   bash scripts/build-apps.sh wechat h5  some of them
# First regenerates each app's app.config.ts and page entries from the route table and the screens' definePage
# calls (packages/screens/build/generateApps.ts); those files are git-ignored build inputs.
# ASTER_API_BASE sets the API base URL baked into the builds (default: same origin for H5,
# http://127.0.0.1:8080 for the mini-programs).
set -euo pipefail
cd "$(dirname "$0")/.."

apps=("$@")
if [ ${#apps[@]} -eq 0 ]; then apps=(wechat alipay h5); fi

target_of() {
  case "$1" in
    wechat) echo wechat ;;
    alipay) echo ali ;;
    h5) echo web ;;
    *) echo "unknown app: $1 (expected wechat, alipay or h5)" >&2; exit 2 ;;
  esac
}
for app in "${apps[@]}"; do target_of "$app" >/dev/null; done

echo "==> generating app configs and page entries from the route table"
TS_NODE_TRANSPILE_ONLY=1 TS_NODE_COMPILER_OPTIONS='{"module":"commonjs","moduleResolution":"node10"}' \
  node -r ts-node/register packages/screens/build/generateApps.ts "${apps[@]}"

for app in "${apps[@]}"; do
  target=$(target_of "$app")
  echo "==> building apps/$app (remax -t $target, production)"
  # Terser's cache is keyed by webpack 4's md4, which collides on inputs with Chinese text: it handed back an
  # earlier build's code for a changed chunk. Every build minifies afresh (as on a fresh clone).
  rm -rf "apps/$app/dist" "apps/$app/node_modules/.cache"
  (cd "apps/$app" && NODE_ENV=production ./node_modules/.bin/remax build -m -t "$target" --loglevel warn)
  test -f "apps/$app/dist/app.json" -o -f "apps/$app/dist/index.html" || { echo "apps/$app: build produced no app" >&2; exit 1; }
  if [ "$app" = h5 ]; then
    # show_pdf draws PDFs with pdf.js, fetched from here only when a PDF is opened (PdfView.tsx says why not bundled).
    echo "==> copying pdf.js (pdfjs-dist's legacy build) to apps/h5/dist/static/pdfjs"
    mkdir -p apps/h5/dist/static/pdfjs
    cp apps/h5/node_modules/pdfjs-dist/legacy/build/pdf.min.mjs apps/h5/node_modules/pdfjs-dist/legacy/build/pdf.worker.min.mjs \
      apps/h5/node_modules/pdfjs-dist/LICENSE apps/h5/dist/static/pdfjs/
    echo "==> writing the brotli and gzip twins of apps/h5's text files (served by Accept-Encoding)"
    node_modules/.bin/tsx scripts/compress-h5.ts apps/h5/dist
  fi
done
