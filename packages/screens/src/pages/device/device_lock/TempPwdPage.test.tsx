import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { openScreen } from '@screens/testing/openScreen';
import { shownUi } from '@screens/platform/ui';
import { lockDetailOf } from '@screens/features/device/testing';
import TempPwdPage from './TempPwdPage';

jest.mock('remax', () => ({ useQuery: () => ({ lockId: 'LK1001' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

describe('device_lock/tempPwd', () => {
  it('makes a one-time password and a timed one of the chosen hours, shows how long each lasts and copies it', async () => {
    const made = [
      { password: '48213905', kind: 'once', validFrom: '2026-11-21T09:00:00+08:00', validTo: '2026-11-21T15:00:00+08:00' },
      { password: '11223344', kind: 'timed', validFrom: '2026-11-21T09:00:00+08:00', validTo: '2026-11-23T09:00:00+08:00' },
    ];
    const page = await openScreen(TempPwdPage, { answers: { '/lock/detail': () => okAnswer(lockDetailOf()), '/once/auth': () => okAnswer(made.shift()) } });
    await page.tap('temp-create');
    expect(page.byTestId('temp-password')?.children).toEqual(['48213905']);
    expect(page.byTestId('temp-validity')?.children.join('')).toBe('有效期：2026-11-21 09:00 至 2026-11-21 15:00，仅可使用一次');
    expect(JSON.parse(page.sent('/LK1001/once/auth')[0]?.data ?? '{}')).toEqual({ kind: 'once', hours: 6 });

    await page.tap('temp-kind-timed');
    await page.tap('temp-hours-48');
    await page.tap('temp-create');
    expect(JSON.parse(page.sent('/LK1001/once/auth')[1]?.data ?? '{}')).toEqual({ kind: 'timed', hours: 48 });
    expect(page.byTestId('temp-validity')?.children.join('')).toContain('有效期内可多次使用');
    await page.tap('temp-copy');
    expect(shownUi.at(-1)?.text).toMatch(/复制/);
    page.unmount();
  });

  it('sends who the password is for when the tenant names them, so the lock\'s list can tell it', async () => {
    const made = { password: '48213905', kind: 'once', validFrom: '2026-11-21T09:00:00+08:00', validTo: '2026-11-21T15:00:00+08:00' };
    const page = await openScreen(TempPwdPage, { answers: { '/lock/detail': () => okAnswer(lockDetailOf()), '/once/auth': () => okAnswer(made) } });
    await page.type('temp-for-whom', ' 保洁阿姨 ');
    await page.tap('temp-create');
    expect(JSON.parse(page.sent('/LK1001/once/auth')[0]?.data ?? '{}')).toEqual({ kind: 'once', hours: 6, forWhom: '保洁阿姨' });
    page.unmount();
  });

  it("keeps the last password and the choice when the server refuses another", async () => {
    const page = await openScreen(TempPwdPage, {
      answers: { '/lock/detail': () => okAnswer(lockDetailOf()), '/once/auth': () => businessErrorAnswer('TEMP_PASSWORD_LIMIT', '每把门锁每天最多生成20个临时密码') },
    });
    await page.tap('temp-kind-timed');
    await page.tap('temp-create');
    expect(page.byTestId('temp-password')).toBeUndefined();
    expect(page.byTestId('temp-kind-timed')?.props['aria-checked']).toBe(true);
    expect(page.ui.toasts.join('')).toContain('每把门锁每天最多生成20个临时密码');
    page.unmount();
  });
});
