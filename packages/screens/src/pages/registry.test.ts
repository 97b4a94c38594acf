import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { discoverScreens, registrySource } from '../../build/discoverScreens';
import { builtPages } from './registry';

describe('the screens of this build', () => {
  it('are the pages registry.ts lists (else: npx tsx packages/screens/build/generateApps.ts --registry)', () => {
    const screens = discoverScreens();
    expect([...builtPages].sort()).toEqual(Object.keys(screens).sort());
    expect(fs.readFileSync(path.join(__dirname, 'registry.ts'), 'utf8')).toBe(registrySource(screens));
  });

  it('include the launch page, and each lives in its own module', () => {
    const screens = discoverScreens();
    expect(screens['pages/index/index']).toBe('index/IndexPage');
    expect(new Set(Object.values(screens)).size).toBe(Object.keys(screens).length);
  });
});

describe('discoverScreens', () => {
  let dir: string;
  const write = (file: string, source: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), source);
  };
  const screen = (page: string) => `function Screen() {\n  return null;\n}\n\nexport default definePage('${page}', Screen);\n`;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aster-screens-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('finds each screen module by its definePage line, skipping helpers, variants and tests', () => {
    write('index/IndexPage.tsx', screen('pages/index/index'));
    write('store/StoreDetailPage.tsx', screen('pages/store/detail'));
    write('store/storeRules.ts', 'export const x = 1;\n');
    write('store/StoreDetailPage.wechat.tsx', screen('pages/store/detail'));
    write('store/StoreDetailPage.test.tsx', `// ${screen('pages/store/detail')}`);
    expect(discoverScreens(dir)).toEqual({ 'pages/index/index': 'index/IndexPage', 'pages/store/detail': 'store/StoreDetailPage' });
  });

  it('refuses a page the route table does not know', () => {
    write('nowhere/NowherePage.tsx', screen('pages/nowhere/index'));
    expect(() => discoverScreens(dir)).toThrow('nowhere/NowherePage: pages/nowhere/index is not in the route table');
  });

  it('refuses two screens for one page', () => {
    write('a/APage.tsx', screen('pages/index/index'));
    write('b/BPage.tsx', screen('pages/index/index'));
    expect(() => discoverScreens(dir)).toThrow('pages/index/index has two screens: a/APage and b/BPage');
  });

  it('refuses a definePage call the generator cannot read', () => {
    write('index/IndexPage.tsx', 'const HOME = x;\nexport default definePage(HOME, Screen);\n');
    expect(() => discoverScreens(dir)).toThrow(/exactly one `export default definePage/);
  });
});
