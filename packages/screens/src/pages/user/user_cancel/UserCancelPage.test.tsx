import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { openPage } from '@screens/features/identity/testing/openPage';
import { navigation } from '@screens/platform/navigation';
import UserCancelPage from './UserCancelPage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));
jest.mock('@screens/features/identity/identity.css', () => ({}));
jest.mock('@screens/features/user/userForms.css', () => ({}));

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
        }),
    });
    expect(page.byTestId('cancel-blocked')).toBeDefined();
    expect(page.text()).toContain('合同HTDEMO03（静安寺 1室）的租约尚未结束，请先办理退租');
    expect(page.text()).toContain('共¥3,200.00');
    expect(page.byTestId('cancel-confirm')).toBeUndefined();
  });

  it('asks for the acknowledgement, then cancels after the last confirmation and leaves for home', async () => {
    const page = await openPage(UserCancelPage, { 'identity/account-cancel-check': () => okAnswer({ allowed: true, blockers: [] }) });
    await page.tap('cancel-confirm');
    expect(page.text()).toContain('请先勾选并确认已了解注销后果');
    expect(page.sent('account/log-out')).toHaveLength(0);
    await page.tap('cancel-understood');
    await page.tap('cancel-confirm');
    await page.settle();
    expect(page.sent('account/log-out')).toHaveLength(1);
    expect(navigation.currentPage()).toBe('/pages/index/index');
  });

  it('says why when the server refuses after all (a bill came due meanwhile)', async () => {
    const page = await openPage(UserCancelPage, {
      'identity/account-cancel-check': () => okAnswer({ allowed: true, blockers: [] }),
      'account/log-out': () => businessErrorAnswer('ACCOUNT_CANCEL_BLOCKED', '暂时无法注销账号：合同HT1有1笔未缴账单，共¥10.00，请先缴清'),
    });
    await page.tap('cancel-understood');
    await page.tap('cancel-confirm');
    await page.settle();
    expect(page.text()).toContain('暂时无法注销账号：合同HT1有1笔未缴账单');
  });
});
