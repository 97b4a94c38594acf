import { okAnswer } from '@aster/core-api/testing';
import { INVOICE_MAX_ITEMS } from '@aster/core-domain';
import { navigation } from '@screens/platform/navigation';
import { shownUi } from '@screens/platform/ui';
import { openScreen } from '@screens/testing/openScreen';
import { dropSelection, heldSelection } from '@screens/features/invoice/selection';
import { paidBill } from '@screens/features/invoice/testing';
import ApplyInvoicePage from './ApplyInvoicePage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Textarea: 'textarea', Button: 'button' }));
jest.mock('@screens/ui/kit.css', () => ({}));
jest.mock('@screens/features/booking/booking.css', () => ({}));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const meterOrder = paidBill('x', { kind: 'order', id: 'PO202611200001', title: '电费充值', periodStart: null, periodEnd: null, amountFen: 10_000, contract: '' });

describe('申请发票', () => {
  beforeEach(() => dropSelection());

  it('ticks bills and orders with the total and carries their ids only, in memory, to fillIn', async () => {
    const apply = await openScreen(ApplyInvoicePage, { answers: { 'invoice/invoiceable': () => okAnswer({ items: [paidBill('11'), paidBill('10', { amountFen: 12_345 }), meterOrder], more: 0 }) } });
    expect(apply.text()).toContain('2026-10-01 至 2026-10-31');
    expect(apply.text()).toContain('2026-11-20 支付');
    await apply.tap('iv-next');
    expect(shownUi.at(-1)?.text).toBe('请选择要开票的账单或订单');
    await apply.tap('iv-item-bill-11');
    await apply.tap('iv-item-bill-10');
    await apply.tap('iv-item-order-PO202611200001');
    await apply.tap('iv-item-bill-10');
    expect(apply.text()).toContain('已选2笔，合计');
    expect(apply.text()).toContain('¥4,900.00');
    await apply.tap('iv-next');
    expect(navigation.currentPage()).toBe('/pages/invoice/fillIn/index');
    expect(heldSelection()).toEqual({ items: [{ kind: 'bill', id: '11' }, { kind: 'order', id: 'PO202611200001' }], amountFen: 490_000 });
    apply.unmount();
  });

  it(`holds at most ${INVOICE_MAX_ITEMS} items, and says when nothing is invoiceable`, async () => {
    const many = Array.from({ length: INVOICE_MAX_ITEMS + 2 }, (_unused, index) => paidBill(String(index + 100)));
    const apply = await openScreen(ApplyInvoicePage, { answers: { 'invoice/invoiceable': () => okAnswer({ items: many, more: 3 }) } });
    await apply.tap('iv-all');
    expect(apply.text()).toContain(`已选${INVOICE_MAX_ITEMS}笔`);
    await apply.tap(`iv-item-bill-${INVOICE_MAX_ITEMS + 101}`);
    expect(shownUi.at(-1)?.text).toBe(`一次最多选择${INVOICE_MAX_ITEMS}笔`);
    expect(apply.text()).toContain('另有3笔较早的款项');
    apply.unmount();

    const none = await openScreen(ApplyInvoicePage, { answers: { 'invoice/invoiceable': () => okAnswer({ items: [], more: 0 }) } });
    expect(none.text()).toContain('暂无可开票的账单');
    none.unmount();

  });
});
