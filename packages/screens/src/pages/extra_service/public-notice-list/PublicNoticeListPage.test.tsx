import { okAnswer } from '@aster/core-api/testing';
import { initialSessionState } from '@aster/core-domain';
import { openScreen } from '@screens/testing/openScreen';
import PublicNoticeListPage from './PublicNoticeListPage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Textarea: 'textarea', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const notice = (id: number, extra: object = {}) => ({ id: String(id), title: `公告${id}`, bodyHtml: `<p>正文${id}</p>`, publishedAt: Date.UTC(2026, 10, 20 - id), scope: 'all', buildingName: null, ...extra });
const page = (pageNo: number, list: object[], total: number) => okAnswer({ list, total, pageNo, pageSize: 10, hasMore: pageNo * 10 < total });

describe('public-notice-list', () => {
  it("draws an operator's HTML as text and layout only: no script, handler, link or markup reaches the page", async () => {
    const hostile = notice(1, {
      title: '停电通知',
      bodyHtml: '<p onclick="steal()">明天<strong>停电</strong><script>alert(1)</script><a href="javascript:alert(2)">详情</a><img src=x onerror="alert(3)"></p><style>body{display:none}</style>',
      scope: 'building',
      buildingName: 'Aster寓·静安寺店',
    });
    const screen = await openScreen(PublicNoticeListPage, { answers: { 'extra-service/notices': () => page(1, [hostile], 1) }, session: initialSessionState });
    const text = screen.text();
    expect(text).toContain('明天停电详情');
    expect(text).toContain('本楼');
    for (const leaked of ['alert', 'steal', 'onclick', 'javascript', '<', 'display:none']) expect(text).not.toContain(leaked);
    const card = screen.byTestId('xs-notice-1');
    // Only View and Text, with a class at most: no link, picture, handler or style came through.
    const hosts = card?.findAll((node) => typeof node.type === 'string') ?? [];
    expect([...new Set(hosts.map((node) => node.type))].sort()).toEqual(['text', 'view']);
    const attributes = new Set(hosts.flatMap((node) => Object.keys(node.props)));
    for (const name of attributes) expect(['children', 'className', 'data-testid']).toContain(name);
    screen.unmount();
  });

  it('asks for the next page on 加载更多 and says when there is no more', async () => {
    const screen = await openScreen(PublicNoticeListPage, {
      answers: { 'extra-service/notices': (request) => (request.url.includes('pageNo=2') ? page(2, [notice(11)], 11) : page(1, Array.from({ length: 10 }, (_, index) => notice(index + 1)), 11)) },
      session: initialSessionState,
    });
    expect(screen.byTestId('xs-notice-10')).toBeDefined();
    await screen.tap('xs-notices-more');
    expect(screen.byTestId('xs-notice-11')).toBeDefined();
    expect(screen.text()).toContain('没有更多了');
    screen.unmount();
  });
});
