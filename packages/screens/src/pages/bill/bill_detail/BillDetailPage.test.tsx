import { okAnswer } from '@aster/core-api/testing';
import { openScreen } from '@screens/testing/openScreen';
import { billDetailOf } from '@screens/features/bills/testing';
import BillDetailPage from './BillDetailPage';

jest.mock('remax', () => ({ useQuery: () => ({ id: '41' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

describe('bill_detail', () => {
  it('shows an overdue rent bill line by line with its late fee, and goes to pay it', async () => {
    const bill = billDetailOf({
      status: 'overdue',
      dueDate: '2026-11-11',
      amount: '9031.50',
      lateFee: '31.50',
      items: [
        { name: '租金（2026-12-01 至 2027-02-28）', amount: '9000.00' },
        { name: '滞纳金', amount: '31.50' },
      ],
    });
    const page = await openScreen(BillDetailPage, { answers: { '/bill/41': () => okAnswer(bill) } });
    expect(page.byTestId('bill-detail-status')?.children).toEqual(['已逾期']);
    expect(page.text()).toContain('滞纳金¥31.50');
    expect(page.byTestId('bill-detail-amount')?.children).toEqual(['¥9,031.50']);
    expect(page.text()).toContain('每日0.05%');
    await page.tap('bill-detail-pay');
    expect(page.currentPage()).toBe('/pages/bill/bill_pay_way/index?id=41');
    page.unmount();
  });

  it('shows how a paid bill was paid and links its order; nothing to pay', async () => {
    const bill = billDetailOf({ status: 'paid', payable: false, payment: { orderNo: 'PO1', amount: '9000.00', channel: 'alipay', paidAt: '2026-11-21T09:30:00+08:00', refunded: false } });
    const page = await openScreen(BillDetailPage, { answers: { '/bill/41': () => okAnswer(bill) } });
    expect(page.byTestId('bill-detail-channel')?.children).toEqual(['支付宝']);
    expect(page.byTestId('bill-detail-pay')).toBeUndefined();
    await page.tap('bill-detail-order');
    expect(page.currentPage()).toBe('/pages/order/detail/index?orderNo=PO1');
    page.unmount();
  });

  it("sends a contract's first bill to contract_pay", async () => {
    const bill = billDetailOf({ kind: 'deposit', payable: false, notPayableReason: '首期账单请在合同支付页支付', paidOnContractPage: true });
    const page = await openScreen(BillDetailPage, { answers: { '/bill/41': () => okAnswer(bill) } });
    expect(page.byTestId('bill-detail-reason')?.children).toEqual(['首期账单请在合同支付页支付']);
    expect(page.byTestId('bill-detail-pay')).toBeUndefined();
    await page.tap('bill-detail-contract-pay');
    expect(page.currentPage()).toBe('/pages/contract/pages/contract_pay/index?contractId=5');
    page.unmount();
    // A rent period the billing run has not issued yet: the day it will be, nothing to do before.
    const later = await openScreen(BillDetailPage, { answers: { '/bill/41': () => okAnswer(billDetailOf({ payable: false, notPayableReason: '该账单将于2027-01-29出账，出账后即可支付' })) } });
    expect(later.text()).toContain('该账单将于2027-01-29出账');
    expect(later.byTestId('bill-detail-contract-pay')).toBeUndefined();
    expect(later.byTestId('bill-detail-pay')).toBeUndefined();
    later.unmount();
  });
});
