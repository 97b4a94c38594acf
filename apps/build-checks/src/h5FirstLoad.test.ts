import fs from 'node:fs';
import path from 'node:path';
import { HOME_PAGE } from '../../../packages/core-domain/src';
import { builtRoutes } from '../../../packages/screens/build/generateApps';

// Issue 10: a first visit fetches its page's chunks beside the entry bundle, not after it has run. The H5 build writes
// a preload script into index.html with each page's chunk files (packages/screens/build/webFirstLoad.js).
const h5Dir = path.resolve(__dirname, '../../h5/dist');

interface PreloadMap {
  /** Everything before the script: a stylesheet link there would hold the script back until it has loaded. */
  before: string;
  pages: Record<string, string[]>;
}

function preloadMap(): PreloadMap {
  const htmlFile = path.join(h5Dir, 'index.html');
  if (!fs.existsSync(htmlFile)) throw new Error('apps/h5 is not built: run scripts/build-apps.sh h5');
  const html = fs.readFileSync(htmlFile, 'utf8');
  const script = /<script>\(function\(f,p\)\{.*?\}\)\((\[[^\]]*\]),(\{.*?\})\)<\/script>/.exec(html);
  if (script === null) throw new Error('index.html has no preload script');
  const files = JSON.parse(script[1] ?? '[]') as string[];
  const indexes = JSON.parse(script[2] ?? '{}') as Record<string, number[]>;
  const pages = Object.fromEntries(Object.entries(indexes).map(([page, list]) => [page, list.map((index) => files[index] ?? '')]));
  return { before: html.slice(0, script.index), pages };
}

describe('the H5 entry page preload', () => {
  it('lists the chunks of every built page, and each listed file exists', () => {
    const { pages } = preloadMap();
    const missingPages = builtRoutes()
      .map((route) => route.path)
      .filter((page) => (pages[page] ?? []).length === 0);
    expect(missingPages).toEqual([]);
    const missingFiles = Object.values(pages)
      .flat()
      .filter((file) => !fs.existsSync(path.join(h5Dir, file)));
    expect(missingFiles).toEqual([]);
  });

  it("holds the home page's own script and style chunks", () => {
    const home = preloadMap().pages[HOME_PAGE] ?? [];
    expect(home.filter((file) => file.startsWith(`${HOME_PAGE}.`)).map((file) => path.extname(file)).sort()).toEqual(['.css', '.js']);
  });

  it('comes before any stylesheet link', () => {
    expect(preloadMap().before).not.toMatch(/<link[^>]*stylesheet/);
  });
});
