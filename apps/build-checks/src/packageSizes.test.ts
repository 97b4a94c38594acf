import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  PACKAGE_LIMIT_BYTES,
  TOTAL_LIMIT_BYTES,
  measureApp,
  overBudget,
} from './packageSizes';

const appsDir = path.resolve(__dirname, '../..');

// The platforms' hard limits only (2 MB a package): crossing one breaks the upload. The 1 MB budgets of issue 10 are
// figures, printed against their budget by the bench (scripts/bench/packageSizes.ts), as every speed and size is.
describe.each(['wechat', 'alipay'] as const)('the built %s mini-program', (app) => {
  const dist = path.join(appsDir, app, 'dist');

  it('has been built (bash scripts/build-apps.sh)', () => {
    expect(fs.existsSync(path.join(dist, 'app.json'))).toBe(true);
  });

  it('keeps the main package and every subpackage within 2 MB', () => {
    const sizes = measureApp(dist);
    const packages = { main: sizes.main, ...sizes.subpackages };
    const tooBig = Object.entries(packages).filter(([, bytes]) => bytes > PACKAGE_LIMIT_BYTES);
    expect(tooBig).toEqual([]);
    expect(sizes.total).toBeLessThanOrEqual(TOTAL_LIMIT_BYTES[app]);
  });
});

describe('measureApp', () => {
  let dist: string;
  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'aster-sizes-'));
    const write = (file: string, bytes: number) => {
      fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
      fs.writeFileSync(path.join(dist, file), Buffer.alloc(bytes));
    };
    write('app.json', 0);
    fs.writeFileSync(path.join(dist, 'app.json'), JSON.stringify({ subPackages: [{ root: 'pages/bill' }] }));
    write('remax-vendors.js', 1000);
    write('pages/index/index.js', 10);
    write('pages/bill/bill_list/index.js', 200);
    write('pages/bill/vendors.js', 300);
    write('pages/billing/index.js', 7);
  });
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('counts files under a subpackage root there and everything else in the main package', () => {
    const sizes = measureApp(dist);
    const appJsonBytes = fs.statSync(path.join(dist, 'app.json')).size;
    expect(sizes.subpackages).toEqual({ 'pages/bill': 500 });
    expect(sizes.main).toBe(1000 + 10 + 7 + appJsonBytes);
    expect(sizes.total).toBe(sizes.main + 500);
  });

  it('names each package over a budget with its size and the budget', () => {
    expect(overBudget({ main: 2048, 'pages/bill': 1024 }, 1024)).toEqual(['main: 2.0 KB > budget 1.0 KB']);
  });

  it('flags a package over the limit', () => {
    fs.writeFileSync(path.join(dist, 'pages/bill/vendors.js'), Buffer.alloc(PACKAGE_LIMIT_BYTES));
    expect(measureApp(dist).subpackages['pages/bill']).toBeGreaterThan(PACKAGE_LIMIT_BYTES);
  });
});
