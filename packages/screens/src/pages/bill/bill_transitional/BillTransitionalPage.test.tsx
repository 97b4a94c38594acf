import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { openScreen } from '@screens/testing/openScreen';
import BillTransitionalPage, { TRANSITIONAL_TEXT } from './BillTransitionalPage';

jest.mock('remax', () => ({ useQuery: () => ({ orderNo: 'PO9' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const HERE = '/pages/bill/bill_transitional/index?orderNo=PO9';
const ORDER = { orderNo: 'PO9', amount: '9000.00', status: 'paying', subject: '第3期租金', bizType: 'bill', bizId: '41', paidAt: null };

describe('bill_transitional', () => {
  it("hands over to the result page with the server's order, not what the link claims", async () => {
    const page = await openScreen(BillTransitionalPage, { answers: { '/pay/orders/PO9': () => okAnswer(ORDER) }, openedFrom: HERE });
    expect(page.sent('/pay/orders/PO9')).toHaveLength(1);
    expect(page.currentPage()).toContain('pages/bill/bill_result/index');
    expect(page.currentPage()).toContain('newOrderNo=PO9');
    expect(page.currentPage()).toContain('amount=9000.00');
    page.unmount();
  });

  it("shows the server's reason for an order that is not the tenant's and guesses nothing", async () => {
    const page = await openScreen(BillTransitionalPage, { answers: { '/pay/orders/PO9': () => businessErrorAnswer('ORDER_NOT_FOUND', '订单不存在') }, openedFrom: HERE });
    expect(page.text()).toContain('订单不存在');
    expect(page.currentPage()).toBe(HERE);
    page.unmount();
  });

  it('offers to ask again when the server cannot be reached', async () => {
    const page = await openScreen(BillTransitionalPage, { answers: { '/pay/orders/PO9': () => businessErrorAnswer('503', '') }, openedFrom: HERE });
    expect(page.text()).toContain(TRANSITIONAL_TEXT.failed);
    page.unmount();
  });
});
