import { okAnswer } from '@aster/core-api/testing';
import type { CheckoutApplication } from '@aster/core-domain';
import { shownUi } from '@screens/platform/ui';
import { openLeasePage } from '@screens/features/leaseEnding/testing/openLeasePage';
import ApplyCheckoutDetailPage from './ApplyCheckoutDetailPage';

jest.mock('remax', () => ({ useQuery: () => ({ id: '7' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Textarea: 'textarea', Button: 'button' }));
jest.mock('@screens/features/booking/booking.css', () => ({}));
jest.mock('@screens/features/leaseEnding/leaseEnding.css', () => ({}));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const applied: CheckoutApplication = {
  id: '7',
  contractId: '5',
  contractNo: 'HTDEMO05',
  houseTitle: '静安寺 · 精装一居室',
  expectCheckoutDate: '2026-12-31',
  status: 'applied',
  statusText: '退租申请中',
  createdAt: '2026-11-23T10:00:00+08:00',
};

describe('applyCheckoutDetail', () => {
  it('cancels an open application after a confirm, and then offers nothing more to do', async () => {
    let closed = false;
    const page = await openLeasePage(ApplyCheckoutDetailPage, [
      ['checkout/v1/close/7', () => {
        closed = true;
        return okAnswer({ ...applied, status: 'closed', statusText: '已取消', closedAt: '2026-11-24T09:00:00+08:00' });
      }],
      ['checkout/v1/list/7', () => okAnswer(closed ? { ...applied, status: 'closed', statusText: '已取消', closedAt: '2026-11-24T09:00:00+08:00' } : applied)],
      ['contract/qrcode/5', () => okAnswer({ contractId: '5', flowType: 2, code: 'ASTER-2-HTDEMO05-X-DEF', image: 'data:image/png;base64,iVBORw0KGgo=', expiresAt: '2026-11-23T10:10:00+08:00' })],
    ]);
    expect(page.text()).toContain('退租申请中');
    // While open: the 退房码 of the contract (contract/qrcode, flowType 2) for the key hand-back.
    expect(page.sent('contract/qrcode/5')[0]?.url).toContain('flowType=2');
    expect(page.byTestId('flow-code-text-2')?.children.join('')).toBe('ASTER-2-HTDEMO05-X-DEF');
    expect(page.text()).toContain('提交退租申请');
    await page.tap('apply-checkout-detail-cancel');
    await page.settle();
    expect(shownUi.some((shown) => shown.kind === 'modal' && shown.text.startsWith('取消退租申请'))).toBe(true);
    expect(page.sent('checkout/v1/close/7')).toHaveLength(1);
    await page.settle();
    expect(page.text()).toContain('已取消退租申请');
    expect(page.byTestId('apply-checkout-detail-cancel')).toBeUndefined();
    expect(page.byTestId('apply-checkout-detail-files')).toBeUndefined();
    expect(page.byTestId('flow-code-2')).toBeUndefined();
    page.unmount();
  });
});
