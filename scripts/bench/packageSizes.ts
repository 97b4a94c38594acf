// Prints the mini-program package sizes (main package and each subpackage) and the H5 first-load bytes of
// /aster/ (raw and gzip) for the builds in apps/*/dist. Figures only: the 2 MB limit is a test.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = join(__dirname, '..', '..');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

function miniProgramSizes(app: 'wechat' | 'alipay') {
  const dist = join(root, 'apps', app, 'dist');
  if (!existsSync(join(dist, 'app.json'))) return console.log(`${app}: no build in ${dist}`);
  const appJson = JSON.parse(readFileSync(join(dist, 'app.json'), 'utf8')) as {
    subpackages?: { root: string }[];
    subPackages?: { root: string }[];
  };
  const roots = (appJson.subpackages ?? appJson.subPackages ?? []).map((s) => s.root.replace(/\/$/, ''));
  const sizes = new Map<string, number>([['main', 0], ...roots.map((r): [string, number] => [r, 0])]);
  for (const file of filesUnder(dist)) {
    const rel = relative(dist, file);
    const owner = roots.find((r) => rel.startsWith(`${r}/`)) ?? 'main';
    sizes.set(owner, (sizes.get(owner) ?? 0) + statSync(file).size);
  }
  const total = [...sizes.values()].reduce((a, b) => a + b, 0);
  console.log(`${app} packages (total ${kb(total)}):`);
  for (const [name, bytes] of sizes) console.log(`  ${name.padEnd(28)} ${kb(bytes).padStart(10)}`);
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
