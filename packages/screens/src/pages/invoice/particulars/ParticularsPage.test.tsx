import { okAnswer } from '@aster/core-api/testing';
import { openScreen } from '@screens/testing/openScreen';
import { paidBill } from '@screens/features/invoice/testing';
import ParticularsPage from './ParticularsPage';

jest.mock('remax', () => ({ useQuery: () => ({ id: '7' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Textarea: 'textarea', Button: 'button' }));
jest.mock('@screens/ui/kit.css', () => ({}));
jest.mock('@screens/features/booking/booking.css', () => ({}));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

describe('开票明细', () => {
  it('lists each bill and order with its period and amount, and the total', async () => {
    const lines = [paidBill('11'), paidBill('x', { kind: 'order', id: 'PO1', title: '电费充值', periodStart: null, periodEnd: null, amountFen: 10_000, contract: '' })];
    const page = await openScreen(ParticularsPage, { openedFrom: '/pages/invoice/particulars/index?id=7', answers: { 'invoice/7/lines': () => okAnswer({ lines }) } });
    expect(page.text()).toContain('所属期间：2026-10-01 至 2026-10-31');
    expect(page.text()).toContain('账单 · 合同 HTDEMO05');
    expect(page.text()).toContain('所属期间：2026-11-20 支付');
    expect(page.byTestId('iv-lines-total')).toBeDefined();
    expect(page.text()).toContain('共2笔，合计¥4,900.00');
    page.unmount();
  });
});
