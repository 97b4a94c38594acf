import fs from 'node:fs';
import path from 'node:path';
import { LOCATION_REASON, WECHAT_PRIVATE_INFOS, appLayout, builtRoutes } from '../../../packages/screens/build/generateApps';

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

describe('the built permission and privacy declarations (spec section 6)', () => {
  const readAppJson = (app: string) =>
    JSON.parse(fs.readFileSync(path.join(appsDir, app, 'dist', 'app.json'), 'utf8')) as Record<string, unknown>;

  it('WeChat: the location reason, the location APIs called, and the privacy check', () => {
    const appJson = readAppJson('wechat');
    expect(appJson.permission).toEqual({ 'scope.userLocation': { desc: LOCATION_REASON } });
    expect(appJson.requiredPrivateInfos).toEqual([...WECHAT_PRIVATE_INFOS]);
    expect(appJson.__usePrivacyCheck__).toBe(true);
  });

  it('WeChat: every location API the bundle calls is declared in requiredPrivateInfos', () => {
    const dist = path.join(appsDir, 'wechat', 'dist');
    const scripts = fs.readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
    const code = scripts.map((file) => fs.readFileSync(path.join(dist, file), 'utf8')).join('\n');
    const privateApis = ['getLocation', 'getFuzzyLocation', 'chooseLocation', 'choosePoi', 'chooseAddress', 'onLocationChange', 'startLocationUpdate'];
    const called = privateApis.filter((api) => new RegExp(`\\.${api}\\(`).test(code));
    expect(called).toContain('getLocation');
    expect([...WECHAT_PRIVATE_INFOS].sort()).toEqual(called.sort());
  });

  it('Alipay: its own privacy check', () => {
    expect(readAppJson('alipay').usePrivacyCheck).toBe(true);
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
