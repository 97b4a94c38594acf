import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { navigation } from '@screens/platform/navigation';
import { shownUi } from '@screens/platform/ui';
import { scrolledFields } from '@screens/ui/fieldScroll';
import { openScreen } from '@screens/testing/openScreen';
import { dropSelection, heldSelection, holdSelection } from '@screens/features/invoice/selection';
import { invoiceDetail } from '@screens/features/invoice/testing';
import FillInPage from './FillInPage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Textarea: 'textarea', Button: 'button' }));
jest.mock('@screens/ui/kit.css', () => ({}));
jest.mock('@screens/features/booking/booking.css', () => ({}));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

describe('填写发票信息', () => {
  beforeEach(() => dropSelection());

  it('starts from the last title, checks a company\'s 税号, sends the held selection and opens the new invoice', async () => {
    holdSelection({ items: [{ kind: 'bill', id: '11' }, { kind: 'order', id: 'PO202611200001' }], amountFen: 490_000 });
    let sends = 0;
    const fill = await openScreen(FillInPage, {
      answers: {
        'invoice/title': () => okAnswer({ title: { type: 'personal', name: '张三', taxNumber: '', bankLine: '', addressLine: '' }, email: 'zhangsan@example.com' }),
        'invoice/apply': () => (++sends === 1 ? businessErrorAnswer('INVOICE_ITEM_TAKEN', '「2026年11月租金」已开具发票或正在开票，不能重复申请') : okAnswer(invoiceDetail({ id: '12' }))),
      },
    });
    expect(fill.text()).toContain('¥4,900.00');
    expect(fill.byTestId('iv-name')?.props.value).toBe('张三');
    expect(fill.byTestId('iv-email')?.props.value).toBe('zhangsan@example.com');
    await fill.tap('iv-type-company');
    await fill.type('iv-name', '上海甲乙科技有限公司');
    await fill.tap('iv-submit');
    expect(fill.alerts().join()).toContain('请填写统一社会信用代码');
    // The 税号 may be under the keyboard: the page scrolls to it and says what is wrong where the tenant looks.
    expect(fill.root.findAll((node) => node.props.id === scrolledFields.at(-1) && typeof node.type === 'string')[0]?.findAll((node) => node.props['data-testid'] === 'iv-tax')).toHaveLength(1);
    expect(shownUi.at(-1)).toEqual({ kind: 'toast', text: '税号：请填写统一社会信用代码' });
    await fill.type('iv-tax', '91350100M000100Y44');
    await fill.tap('iv-submit');
    expect(fill.alerts().join()).toContain('请输入正确的18位统一社会信用代码');
    expect(fill.sent('invoice/apply')).toHaveLength(0);
    await fill.type('iv-tax', '91350100m000100y43');
    await fill.type('iv-bank', '招商银行上海分行 6214830123456789');
    await fill.tap('iv-submit');
    expect(fill.text()).toContain('已开具发票或正在开票，不能重复申请');
    await fill.tap('iv-submit');
    const bodies = fill.sent('invoice/apply').map((request) => JSON.parse(String(request.data)) as { requestKey: string });
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toMatchObject({
      items: [{ kind: 'bill', id: '11' }, { kind: 'order', id: 'PO202611200001' }],
      title: { type: 'company', name: '上海甲乙科技有限公司', taxNumber: '91350100M000100Y43', bankLine: '招商银行上海分行 6214830123456789', addressLine: '' },
      email: 'zhangsan@example.com',
    });
    // Each send carries a request key (the server answers the same invoice to a retried tap of the same key).
    expect(bodies.every((sent) => /^[A-Za-z0-9_-]{8,64}$/.test(sent.requestKey))).toBe(true);
    expect(navigation.currentPage()).toBe('/pages/invoice/details/index?id=12');
    expect(heldSelection()).toBeNull();
    fill.unmount();
  });

  it('sends back to 申请发票 without a selection', async () => {
    const fill = await openScreen(FillInPage, { answers: { 'invoice/title': () => okAnswer(null) } });
    expect(fill.text()).toContain('请先选择要开票的账单');
    await fill.tap('iv-choose');
    expect(navigation.currentPage()).toBe('/pages/invoice/apply_invoice/index');
    fill.unmount();
  });
});
