import { startTestServer, type TestServer } from '../testing/testServer';
import { demoArt } from './demoArt';

// Issue 46: the demo's banners, ads and home icons were flat colour blocks with their name written on them. Each
// picture the seed points home at is now a drawn scene (demoArt.ts), served by the static domain.
describe('the demo pictures of home', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const seededPictures = (): string[] =>
    (server.db.prepare(`SELECT image_url AS url FROM banners UNION SELECT image_url FROM ads UNION SELECT icon_url FROM icon_configs`).all() as { url: string }[]).map((row) => row.url);

  it('are drawn scenes for every banner, ad and icon of the seed, served as SVG', async () => {
    const urls = seededPictures();
    expect(urls.length).toBeGreaterThanOrEqual(16);
    for (const url of urls) {
      const answer = await fetch(new URL(url, server.baseUrl));
      expect([url, answer.status, answer.headers.get('content-type')]).toEqual([url, 200, 'image/svg+xml']);
      const picture = await answer.text();
      // Not the flat tile with a label (staticAssets.ts demoPicture): shapes over a gradient.
      expect([url, picture.includes('<linearGradient'), picture.includes('height="100%"')]).toEqual([url, true, false]);
    }
  });

  it('write their name on the banners only: home writes the names of icons and ads under them', () => {
    expect(demoArt('banner-home-1')).toContain('新客租房立减');
    expect(demoArt('banner-activity-1')).toContain('社区活动报名中');
    expect(demoArt('icon-1')).not.toContain('<text');
    expect(demoArt('ad-wifi')).not.toContain('<text');
    expect(demoArt('qr-public')).toBeUndefined();
    expect(demoArt('constructor')).toBeUndefined();
  });
});
