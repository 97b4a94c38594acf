import fs from 'node:fs';
import path from 'node:path';
import { appLayout, builtRoutes } from '../../../packages/screens/build/generateApps';

// The built apps match the route table and the screen registry (bash scripts/build-apps.sh builds them).
const appsDir = path.resolve(__dirname, '../..');

describe.each(['wechat', 'alipay'] as const)('the built %s app.json', (app) => {
  it('lists exactly the pages that have a screen, home first, in their subpackages', () => {
    const appJson = JSON.parse(fs.readFileSync(path.join(appsDir, app, 'dist', 'app.json'), 'utf8')) as unknown;
    expect(appJson).toMatchObject(appLayout(builtRoutes()));
  });

  it('has a script, template and config for every page', () => {
    const layout = appLayout(builtRoutes());
    const pages = [...layout.pages, ...layout.subPackages.flatMap((pack) => pack.pages.map((p) => `${pack.root}/${p}`))];
    const template = app === 'wechat' ? 'wxml' : 'axml';
    const missing = pages.flatMap((page) =>
      ['js', 'json', template]
        .map((ext) => `${page}.${ext}`)
        .filter((file) => !fs.existsSync(path.join(appsDir, app, 'dist', file))),
    );
    expect(missing).toEqual([]);
  });
});

describe('the built H5 app', () => {
  it('loads its assets from /aster/ whatever URL opened it', () => {
    const html = fs.readFileSync(path.join(appsDir, 'h5', 'dist', 'index.html'), 'utf8');
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(assets.length).toBeGreaterThan(0);
    expect(assets.filter((asset) => !asset?.startsWith('/aster/'))).toEqual([]);
  });
});
