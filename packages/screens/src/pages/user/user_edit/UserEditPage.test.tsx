import { okAnswer } from '@aster/core-api/testing';
import { openPage, tenantSession } from '@screens/features/identity/testing/openPage';
import { shownUi } from '@screens/platform/ui';
import UserEditPage from './UserEditPage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));
jest.mock('@screens/features/identity/identity.css', () => ({}));

const body = (request: { data?: unknown }) => JSON.parse(String(request.data)) as Record<string, unknown>;

describe('user_edit: 星座', () => {
  it("offers the operator's constellations (settings/list-by-type 1) and saves a pick with user-info", async () => {
    let saved: number | undefined;
    const page = await openPage(
      UserEditPage,
      {
        'settings/list-by-type': () => okAnswer([{ type: 1, code: '0', name: '保密' }, { type: 1, code: '5', name: '狮子座' }, { type: 1, code: '13', name: '蛇夫座' }]),
        'user-setting/user-info': (request) => {
          if (request.method === 'POST') {
            saved = body(request).constellation as number;
            return okAnswer(null);
          }
          return okAnswer({ userId: '10001', userName: '张三', mobile: '13800138000', truth: 0, authBinding: 0, ...(saved !== undefined ? { constellation: saved } : {}) });
        },
      },
      tenantSession(),
    );
    expect(body(page.sent('settings/list-by-type')[0] ?? {})).toEqual({ typeList: [1] });
    // Only ids the profile can hold (0-12).
    expect(page.byTestId('edit-constellation-13')).toBeUndefined();
    expect(page.byTestId('edit-constellation-5')?.props['aria-checked']).toBe(false);
    await page.tap('edit-constellation-5');
    await page.settle();
    expect(page.sent('user-setting/user-info').filter((request) => request.method === 'POST').map(body)).toEqual([{ constellation: 5 }]);
    expect(page.byTestId('edit-constellation-5')?.props['aria-checked']).toBe(true);
    expect(shownUi.at(-1)?.text).toBe('保存成功');
    page.unmount();
  });

  it('shows the 13 constellations of spec section 3 when the list cannot be had', async () => {
    const page = await openPage(UserEditPage, { 'settings/list-by-type': () => ({ status: 500, headers: {}, data: '' }) }, tenantSession({ constellation: 12 }));
    expect(Array.from({ length: 13 }, (_, id) => page.byTestId(`edit-constellation-${id}`) !== undefined).every(Boolean)).toBe(true);
    expect(page.byTestId('edit-constellation-12')?.props['aria-checked']).toBe(true);
    expect(page.text()).toContain('双鱼座');
    page.unmount();
  });
});
