import type { MiniProgram, Platform } from '../../packages/mp-harness/src';
import { launchBuilt, platforms, waitFor } from '../support/mini';
import { startServer, type RunningServer } from '../support/server';

// Issue 18 in the built mini-programs: the kit's controls reach the platforms' screen readers (TalkBack, VoiceOver
// and the mini-programs' own accessibility modes) as aria-role and aria-label on the base components, and the
// pictures that only decorate are hidden from them.
let server: RunningServer;
let running: MiniProgram | undefined;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});
afterEach(() => {
  running?.close();
  running = undefined;
});

describe.each(platforms)('accessibility of the built %s mini-program', (platform: Platform) => {
  it('names the tab bar, the search pill and the buttons of home for screen readers', async () => {
    const app = await launchBuilt(platform, server, { loginCode: null });
    running = app;
    const page = app.currentPage();
    await waitFor(app, 'the tab bar', () => page.findAll((node) => node.props['data-testid'] === 'tab-home')[0]);
    expect(page.findByTestId('tab-home').props).toMatchObject({ 'aria-role': 'tab', 'aria-label': '首页' });
    expect(page.findByTestId('tab-mine').props).toMatchObject({ 'aria-role': 'tab', 'aria-label': '我的' });
    expect(page.findByTestId('home-search').props).toMatchObject({ 'aria-role': 'button', 'aria-label': expect.stringContaining('搜索') as string });
    // Props written for the other platform never reach this one's nodes.
    const prefixed = page.findAll((node) => Object.keys(node.props).some((key) => /^(wechat|ali)-/.test(key)));
    expect(prefixed).toEqual([]);
  });
});
