import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { openPage, tenantSession } from '@screens/features/identity/testing/openPage';
import { shownUi } from '@screens/platform/ui';
import UserAuthenticationPage from './UserAuthenticationPage';

let mockQuery: Record<string, string> = {};
jest.mock('remax', () => ({ useQuery: () => mockQuery }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));
jest.mock('@screens/features/identity/identity.css', () => ({}));
jest.mock('@screens/features/user/userForms.css', () => ({}));

const body = (request: { data?: unknown }) => JSON.parse(String(request.data)) as Record<string, unknown>;

describe('user_authentication', () => {
  it('checks the number with the shared ID rule before sending, keeping what was typed', async () => {
    const page = await openPage(UserAuthenticationPage);
    await page.type('real-name-input-name', '李四');
    await page.type('real-name-input-id', '110101199003070012');
    await page.tap('real-name-submit');
    expect(page.text()).toContain('请输入正确的18位身份证号码');
    expect(page.sent('user-setting/real-name')).toHaveLength(0);
    expect(page.value('real-name-input-name')).toBe('李四');
    expect(page.value('real-name-input-id')).toBe('110101199003070012');
  });

  it('sends the type, the normalised number and the name, then shows the identity masked once verified', async () => {
    const page = await openPage(UserAuthenticationPage, {
      'user-setting/real-name': () => okAnswer({ truth: 1, authBinding: 1, name: '*四', idNum: '11**************11' }),
      'user-setting/user-info': () => okAnswer({ userId: '10001', userName: '张三', mobile: '13800138000', truth: 1, authBinding: 1 }),
      'sua-merchants/user-self-real-name': () => okAnswer({ truth: 1, authBinding: 1, name: '*四', idNum: '11**************11', idNumType: 1 }),
    });
    await page.tap('id-type-1');
    await page.type('real-name-input-name', ' 李四 ');
    await page.type('real-name-input-id', '11010119900307001 1');
    await page.tap('real-name-submit');
    await page.settle();
    expect(body(page.sent('user-setting/real-name')[0] ?? {})).toEqual({ idNumType: 1, idNum: '110101199003070011', name: '李四' });
    expect(shownUi.map((shown) => shown.text)).toContain('实名认证成功');
    expect(page.byTestId('real-name-done')).toBeDefined();
    expect(page.text()).toContain('11**************11');
    expect(page.text()).not.toContain('110101199003070011');
  });

  it('goes back to the signing step that sent the tenant here once verified (redirectUrl)', async () => {
    const paper = '/pages/contract/pages/view_contract_paper/index?contractId=7';
    mockQuery = { redirectUrl: paper };
    try {
      const page = await openPage(UserAuthenticationPage, {
        'user-setting/real-name': () => okAnswer({ truth: 1, authBinding: 1, name: '*三', idNum: '11**************2X' }),
        'user-setting/user-info': () => okAnswer({ userId: '10001', userName: '张三', mobile: '13800138000', truth: 1, authBinding: 1 }),
      });
      await page.type('real-name-input-name', '张三');
      await page.type('real-name-input-id', '11010519491231002X');
      await page.tap('real-name-submit');
      await page.settle();
      expect(page.currentPage()).toBe(paper);
    } finally {
      mockQuery = {};
    }
  });

  it("shows the server's refusal beside the form (another account holds the identity)", async () => {
    const page = await openPage(UserAuthenticationPage, { 'user-setting/real-name': () => businessErrorAnswer('REAL_NAME_TAKEN', '该证件已被其他账号实名认证，如有疑问请联系客服') });
    await page.type('real-name-input-name', '李四');
    await page.type('real-name-input-id', '110101199003070011');
    await page.tap('real-name-submit');
    expect(page.text()).toContain('该证件已被其他账号实名认证，如有疑问请联系客服');
    expect(page.value('real-name-input-id')).toBe('110101199003070011');
  });

  it('opens on the verified state for an authenticated tenant (truth and authBinding both 1)', async () => {
    const page = await openPage(
      UserAuthenticationPage,
      { 'sua-merchants/user-self-real-name': () => okAnswer({ truth: 1, authBinding: 1, name: '*三', idNum: '11**************2X', idNumType: 1 }) },
      tenantSession({ truth: 1, authBinding: 1 }),
    );
    expect(page.text()).toContain('已完成实名认证');
    expect(page.text()).toContain('*三');
    expect(page.byTestId('real-name-submit')).toBeUndefined();
  });

  it("offers the operator's ID types (settings/list-by-type 2), only those the app can check, and its own when the call fails", async () => {
    const page = await openPage(UserAuthenticationPage, {
      'settings/list-by-type': () =>
        okAnswer([
          { type: 2, code: '1', name: '居民身份证（大陆）' },
          { type: 2, code: '9', name: '军官证' },
          { type: 2, code: '2', name: '护照' },
          { type: 3, code: '3', name: '教育' },
        ]),
    });
    expect(body(page.sent('settings/list-by-type')[0] ?? {})).toEqual({ typeList: [2] });
    expect(page.text()).toContain('居民身份证（大陆）');
    expect(page.byTestId('id-type-2')).toBeDefined();
    expect(page.byTestId('id-type-9')).toBeUndefined();
    expect(page.byTestId('id-type-3')).toBeUndefined();
    await page.tap('id-type-2');
    expect(page.byTestId('id-type-2')?.props['aria-checked']).toBe(true);
    page.unmount();

    const failed = await openPage(UserAuthenticationPage, { 'settings/list-by-type': () => ({ status: 500, headers: {}, data: '' }) });
    expect(['1', '2', '3', '4'].map((code) => failed.byTestId(`id-type-${code}`) !== undefined)).toEqual([true, true, true, true]);
    expect(failed.text()).toContain('台湾居民来往大陆通行证');
    // The fallback is silent: the client shows no toast for the list's failure.
    // (This test's server leaves the real-name status out: that call's own message is not the list's.)
    expect(failed.ui.toasts.filter((text) => !text.includes('user-self-real-name'))).toEqual([]);
    failed.unmount();
  });

  it("in a brand company, verifies through sua-merchants/real-name, the brand's merchant taking the identity too", async () => {
    const page = await openPage(
      UserAuthenticationPage,
      { 'sua-merchants/real-name': () => okAnswer({ companyId: '1001', held: true, matchesUser: true, truth: 1, authBinding: 1, name: '*四', idNum: '11**************11' }) },
      { ...tenantSession(), companyId: '1001' },
    );
    await page.type('real-name-input-name', '李四');
    await page.type('real-name-input-id', '110101199003070011');
    await page.tap('real-name-submit');
    const [sent] = page.sent('sua-merchants/real-name');
    expect(body(sent ?? {})).toEqual({ idNumType: 1, idNum: '110101199003070011', name: '李四' });
    expect(sent?.headers.companyId).toBe('1001');
    expect(page.sent('user-setting/real-name')).toHaveLength(0);
    expect(shownUi.map((shown) => shown.text)).toContain('实名认证成功');
    page.unmount();
  });

  it("shows a verified tenant the brand merchant's copy and replaces one that is not theirs", async () => {
    let synced = false;
    const page = await openPage(
      UserAuthenticationPage,
      {
        'sua-merchants/company-self-real-name': () => okAnswer({ companyId: '1001', held: true, matchesUser: synced, truth: synced ? 1 : 0, authBinding: synced ? 1 : 0, name: '*旧', idNum: null }),
        'sua-merchants/replace-real-name/1': () => {
          synced = true;
          return okAnswer({ companyId: '1001', held: true, matchesUser: true, truth: 1, authBinding: 1, name: '*三', idNum: '11**************2X' });
        },
      },
      { ...tenantSession({ truth: 1, authBinding: 1 }), companyId: '1001' },
    );
    expect(new URL(page.sent('sua-merchants/company-self-real-name')[0]?.url ?? '').searchParams.get('type')).toBe('1');
    expect(page.text()).toContain('品牌商户实名未同步');
    expect(page.text()).toContain('与您已认证的身份不一致');
    await page.tap('merchant-real-name-sync');
    expect(page.sent('sua-merchants/replace-real-name/1')).toHaveLength(1);
    await page.settle();
    expect(page.text()).toContain('品牌商户实名已同步');
    expect(page.byTestId('merchant-real-name-sync')).toBeUndefined();
    page.unmount();
  });

  it('asks no merchant on the public account (company 0)', async () => {
    const page = await openPage(UserAuthenticationPage, {}, tenantSession({ truth: 1, authBinding: 1 }));
    expect(page.sent('sua-merchants/company-self-real-name')).toHaveLength(0);
    expect(page.byTestId('merchant-real-name')).toBeUndefined();
    page.unmount();
  });
});
