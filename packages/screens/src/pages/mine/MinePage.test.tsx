import { okAnswer } from '@aster/core-api/testing';
import { recordedHouseActions } from '@screens/platform/houseActions';
import { shownUi } from '@screens/platform/ui';
import { askedWorkChats } from '@screens/platform/workChat';
import { openScreen } from '@screens/testing/openScreen';
import MinePage from './MinePage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const user = () => okAnswer({ userId: '10001', userName: '张三', mobile: '13800138000', truth: 0, authBinding: 0 });
const config = { customerServiceWechat: 'aster-kefu', customerServiceUrl: 'https://work.weixin.qq.com/kfid/kfc-aster-demo', servicePhone: '400-000-0000' };
const query = (url: string | undefined) => Object.fromEntries(new URL(url ?? '', 'http://fake.invalid').searchParams);

describe('我的', () => {
  beforeEach(() => {
    shownUi.length = 0;
    recordedHouseActions.length = 0;
    askedWorkChats.length = 0;
  });

  it("联系客服 tries the operator's work-chat link, then shows the spec's dialog and copies the WeChat with 复制成功", async () => {
    const page = await openScreen(MinePage, { answers: { 'user-setting/user-info': user, 'home/config': () => okAnswer(config) } });
    expect(query(page.sent('home/config')[0]?.url)).toEqual({ v: '2' });
    await page.tap('mine-customer-service');
    // This platform (as the mini-programs) cannot open an outside page: the dialog instead.
    expect(askedWorkChats).toEqual(['https://work.weixin.qq.com/kfid/kfc-aster-demo']);
    expect(shownUi.find((shown) => shown.kind === 'modal')?.text).toBe('联系客服: 使用中有任何问题，请添加客服微信：aster-kefu');
    expect(recordedHouseActions).toEqual([{ kind: 'copyText', args: ['aster-kefu'] }]);
    expect(shownUi.filter((shown) => shown.kind === 'toast').map((shown) => shown.text)).toEqual(['复制成功']);
    page.unmount();
  });

  it('never opens a link outside WeCom, and says so when no customer service is configured', async () => {
    const page = await openScreen(MinePage, {
      answers: { 'user-setting/user-info': user, 'home/config': () => okAnswer({ customerServiceUrl: 'https://evil.example/kf', customerServiceWechat: 'x\u0000y' }) },
    });
    await page.tap('mine-customer-service');
    expect(askedWorkChats).toEqual([]);
    expect(shownUi.filter((shown) => shown.kind === 'modal')).toEqual([]);
    expect(shownUi.filter((shown) => shown.kind === 'toast').map((shown) => shown.text)).toEqual(['暂未开通在线客服，请稍后再试']);
    page.unmount();
  });

  it('groups the entries in titled cards, the lease first and the account last (issue 46: no flat list of 27 rows)', async () => {
    const page = await openScreen(MinePage, { answers: { 'user-setting/user-info': user } });
    const cells = (group: string) =>
      (page.byTestId(`mine-group-${group}`)?.findAll((node) => typeof node.type === 'string' && node.props.role === 'button') ?? []).map(
        (node) => node.props['data-testid'] as string,
      );
    const text = page.text();
    const titles = ['我的租约', '账单与钱包', '居住服务', '社区', '账号与设置'];
    expect(titles.map((title) => text.indexOf(title))).toEqual([...titles.map((title) => text.indexOf(title))].sort((a, b) => a - b));
    expect(titles.every((title) => text.includes(title))).toBe(true);
    expect(cells('lease').slice(0, 3)).toEqual(['mine-entry-book', 'mine-entry-reservations', 'mine-entry-contracts']);
    expect(cells('money')).toEqual(expect.arrayContaining(['mine-entry-bills', 'mine-entry-wallet', 'mine-entry-coupons', 'mine-entry-invoices']));
    expect(cells('living')).toEqual(expect.arrayContaining(['mine-entry-devices', 'mine-entry-repair', 'mine-entry-manager']));
    expect(cells('account')).toEqual(['mine-real-name', 'mine-safety', 'mine-customer-service', 'mine-entry-wechat', 'mine-entry-settings']);
    // Every row is in exactly one group.
    const all = ['lease', 'money', 'living', 'community', 'account'].flatMap(cells);
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe(page.root.findAll((node) => typeof node.type === 'string' && node.props.role === 'button' && /^mine-(entry|real|safety|customer)/.test(String(node.props['data-testid']))).length);
    page.unmount();
  });

  it("asks the company's preferences for city 107 and hides the entries they switch off", async () => {
    const page = await openScreen(MinePage, {
      answers: { 'user-setting/user-info': user, 'setting/preferences': () => okAnswer({ showActivity: 1, showTalent: 0 }) },
    });
    expect(query(page.sent('setting/preferences')[0]?.url)).toEqual({ cityId: '107', companyId: '0' });
    expect(page.byTestId('mine-entry-talent')).toBeUndefined();
    expect(page.byTestId('mine-entry-activities')).toBeDefined();
    page.unmount();
  });
});
