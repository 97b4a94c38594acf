// Prints the mini-program package sizes (main package, each subpackage, the whole app) with issue 10's budgets
// and a pass/FAIL line each, and the H5 first-load bytes of /aster/ (raw and gzip) for the builds in apps/*/dist.
// Figures only: the platform limits and the budgets already met are tests (apps/build-checks).
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  MAIN_PACKAGE_BUDGET_BYTES,
  SUBPACKAGE_BUDGET_BYTES,
  TOTAL_LIMIT_BYTES,
  kb,
  measureApp,
} from '../../apps/build-checks/src/packageSizes';

const root = join(__dirname, '..', '..');
function miniProgramSizes(app: 'wechat' | 'alipay') {
  const dist = join(root, 'apps', app, 'dist');
  if (!existsSync(join(dist, 'app.json'))) return console.log(`${app}: no build in ${dist}`);
  const sizes = measureApp(dist);
  const verdict = (bytes: number, budget: number) => `${kb(bytes).padStart(10)}  budget ${kb(budget)}  ${bytes <= budget ? 'pass' : 'FAIL'}`;
  console.log(`${app} packages:`);
  console.log(`  ${'main'.padEnd(28)} ${verdict(sizes.main, MAIN_PACKAGE_BUDGET_BYTES)}`);
  const subpackages = Object.entries(sizes.subpackages);
  const largest = subpackages.reduce((max, [, bytes]) => Math.max(max, bytes), 0);
  for (const [name, bytes] of subpackages) console.log(`  ${name.padEnd(28)} ${kb(bytes).padStart(10)}`);
  console.log(`  ${`largest of ${subpackages.length} subpackages`.padEnd(28)} ${verdict(largest, SUBPACKAGE_BUDGET_BYTES)}`);
  console.log(`  ${'whole app'.padEnd(28)} ${kb(sizes.total).padStart(10)}  limit ${kb(TOTAL_LIMIT_BYTES[app])}  ${sizes.total <= TOTAL_LIMIT_BYTES[app] ? 'pass' : 'FAIL'}`);
}

function h5FirstLoad() {
  const dist = join(root, 'apps', 'h5', 'dist');
  const indexPath = join(dist, 'index.html');
  if (!existsSync(indexPath)) return console.log(`h5: no build in ${dist}`);
  const html = readFileSync(indexPath, 'utf8');
  const assets = [
    ...[...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1] ?? ''),
    ...[...html.matchAll(/<link[^>]+href="([^"]+\.css)"/g)].map((m) => m[1] ?? ''),
  ];
  const totals = { js: { raw: 0, gzip: 0 }, css: { raw: 0, gzip: 0 } };
  for (const url of assets) {
    const file = join(dist, url.replace(/^\/aster\//, '').replace(/^\//, ''));
    if (!existsSync(file)) continue;
    const body = readFileSync(file);
    const kind = url.endsWith('.css') ? totals.css : totals.js;
    kind.raw += body.length;
    kind.gzip += gzipSync(body, { level: 9 }).length;
  }
  const htmlGzip = gzipSync(Buffer.from(html), { level: 9 }).length;
  console.log('h5 first load of /aster/:');
  console.log(`  html ${kb(html.length)} (gzip ${kb(htmlGzip)})`);
  console.log(`  js   ${kb(totals.js.raw)} (gzip ${kb(totals.js.gzip)})`);
  console.log(`  css  ${kb(totals.css.raw)} (gzip ${kb(totals.css.gzip)})`);
}

miniProgramSizes('wechat');
miniProgramSizes('alipay');
h5FirstLoad();
