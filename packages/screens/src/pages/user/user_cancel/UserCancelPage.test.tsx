import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { openPage } from '@screens/features/identity/testing/openPage';
import { navigation } from '@screens/platform/navigation';
import { shownUi } from '@screens/platform/ui';
import UserCancelPage from './UserCancelPage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));
jest.mock('@screens/features/identity/identity.css', () => ({}));
jest.mock('@screens/features/user/userForms.css', () => ({}));

const allowed = { allowed: true, blockers: [], pending: null };
const pending = { allowed: true, blockers: [], pending: { appliedAt: '2026-11-28T10:02:00+08:00', cancelsOn: '2026-12-05' } };

describe('user_cancel', () => {
  it('names each lease and unpaid bill that stands in the way, and offers no cancel', async () => {
    const page = await openPage(UserCancelPage, {
      'identity/account-cancel-check': () =>
        okAnswer({
          allowed: false,
          blockers: [
            { kind: 'lease', text: '合同HTDEMO03（静安寺 1室）的租约尚未结束，请先办理退租' },
            { kind: 'bill', text: '合同HTDEMO03有1笔未缴账单，共¥3,200.00，请先缴清' },
          ],
          pending: null,
        }),
    });
    expect(page.byTestId('cancel-blocked')).toBeDefined();
    expect(page.text()).toContain('合同HTDEMO03（静安寺 1室）的租约尚未结束，请先办理退租');
    expect(page.text()).toContain('共¥3,200.00');
    expect(page.byTestId('cancel-confirm')).toBeUndefined();
    page.unmount();
  });

  it('asks an account without a phone (a platform login alone) to bind one first, and comes back here after', async () => {
    const page = await openPage(UserCancelPage, {
      'identity/account-cancel-check': () => okAnswer(allowed),
      'user-setting/user-info': () => okAnswer({ userId: '10002', userName: '微信用户', mobile: '', truth: 0, authBinding: 0 }),
    });
    await page.settle();
    expect(page.byTestId('cancel-no-phone')).toBeDefined();
    expect(page.byTestId('cancel-confirm')).toBeUndefined();
    await page.tap('cancel-bind-phone');
    await page.settle();
    expect(navigation.currentPage()).toBe('/pages/login_by_phone/index?redirectUrl=%2Fpages%2Fuser%2Fuser_cancel%2Findex');
    page.unmount();
  });

  it('asks for the SMS code and the acknowledgement, then the last confirmation, and shows the cooling-off period', async () => {
    let check: object = allowed;
    const page = await openPage(UserCancelPage, {
      'identity/account-cancel-check': () => okAnswer(check),
      'account-cancel/send-code': () => okAnswer({ mobileMasked: '138****8000' }),
      'account/log-out': () => {
        check = pending;
        return okAnswer(pending.pending);
      },
    });
    await page.tap('cancel-confirm');
    expect(page.text()).toContain('请先勾选并确认已了解注销后果');
    await page.tap('cancel-understood');
    await page.tap('cancel-confirm');
    expect(page.text()).toContain('请输入6位短信验证码');
    expect(page.sent('account/log-out')).toHaveLength(0);

    await page.tap('cancel-send');
    await page.settle();
    expect(page.text()).toContain('验证码已发送至138****8000');
    await page.type('cancel-code', '135790');
    await page.tap('cancel-confirm');
    await page.settle();
    expect(shownUi).toContainEqual({ kind: 'modal', text: expect.stringContaining('确认注销账号') as string });
    expect(JSON.parse(String(page.sent('account/log-out')[0]?.data))).toEqual({ code: '135790' });
    await page.settle();
    expect(page.byTestId('cancel-pending')).toBeDefined();
    expect(page.text()).toContain('注销申请已提交，将于2026-12-05注销');
    page.unmount();
  });

  it('undoes the request in its cooling-off period with 撤销注销', async () => {
    let check: object = pending;
    const page = await openPage(UserCancelPage, {
      'identity/account-cancel-check': () => okAnswer(check),
      'account-cancel/revoke': () => {
        check = allowed;
        return okAnswer({ revoked: true });
      },
    });
    expect(page.text()).toContain('注销申请已提交，将于2026-12-05注销');
    await page.tap('cancel-revoke');
    await page.settle();
    expect(page.sent('account-cancel/revoke')).toHaveLength(1);
    expect(shownUi).toContainEqual({ kind: 'toast', text: '已撤销注销申请' });
    expect(page.byTestId('cancel-pending')).toBeUndefined();
    expect(page.byTestId('cancel-confirm')).toBeDefined();
    page.unmount();
  });

  it('shows a refusal of the last step (a bill came due meanwhile) as a panel that stays, not a toast', async () => {
    const page = await openPage(UserCancelPage, {
      'identity/account-cancel-check': () => okAnswer(allowed),
      'account/log-out': () => businessErrorAnswer('ACCOUNT_CANCEL_BLOCKED', '暂时无法注销账号：合同HT1有1笔未缴账单，共¥10.00，请先缴清；钱包中还有余额，请先提现'),
    });
    await page.tap('cancel-understood');
    await page.type('cancel-code', '135790');
    await page.tap('cancel-confirm');
    await page.settle();
    expect(page.byTestId('cancel-blocked')).toBeDefined();
    expect(page.text()).toContain('合同HT1有1笔未缴账单，共¥10.00，请先缴清');
    expect(page.text()).toContain('钱包中还有余额，请先提现');
    expect(shownUi.filter((shown) => shown.kind === 'toast' && String((shown as { text?: string }).text).includes('暂时无法注销'))).toEqual([]);
    expect(page.byTestId('cancel-confirm')).toBeUndefined();
    page.unmount();
  });
});
