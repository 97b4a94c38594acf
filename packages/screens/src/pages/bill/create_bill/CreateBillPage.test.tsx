import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { openScreen } from '@screens/testing/openScreen';
import { createBillDraft } from '@screens/features/tenantPayments/createBillDraft';
import CreateBillPage from './CreateBillPage';
import { CreateBillRemark } from '@screens/features/tenantPayments/CreateBillRemark';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Textarea: 'textarea', Button: 'button' }));
jest.mock('remax/macro', () => ({ usePageEvent: () => undefined }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const OPTIONS = {
  contracts: [
    { id: '5', contractNo: 'HTDEMO05', houseTitle: '整租·和平家园 1室1厅' },
    { id: '6', contractNo: 'HTDEMO06', houseTitle: '合租·阳光花园 A室' },
  ],
  kinds: [
    { kind: 'account_topup', label: '合同账户充值' },
    { kind: 'utility_prepay', label: '预存水电费' },
    { kind: 'other', label: '其他' },
  ],
  rules: { minFen: 100, maxFen: 50_000 },
};
const PREPAY = { channel: 'wechat', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=p1', signType: 'RSA', paySign: 's' };

describe('create_bill and create_bill_remark', () => {
  beforeEach(() => createBillDraft.clear());

  it("checks the form with the server's limits, keeps the remark typed on 账单备注, and keeps everything when sending fails", async () => {
    let refuse = true;
    const page = await openScreen(CreateBillPage, {
      answers: {
        '/bill/create-options': () => okAnswer(OPTIONS),
        '/bill/create': () => (refuse ? businessErrorAnswer(null, null, 503) : okAnswer({ orderNo: 'PO7', amount: '300.50', subAccountType: 'utility_prepay' })),
        '/prepay': () => okAnswer(PREPAY),
      },
    });
    expect(page.byTestId('create-bill-contract-5')?.props['aria-checked']).toBe(true);
    await page.tap('create-bill-submit');
    expect(page.text()).toContain('请选择账单类型');
    expect(page.text()).toContain('请输入金额');
    await page.tap('create-bill-kind-utility_prepay');
    await page.type('create-bill-amount', '600');
    await page.tap('create-bill-submit');
    expect(page.text()).toContain('单笔金额不能超过500.00元');
    expect(page.sent('/bill/create')).toHaveLength(0);

    await page.tap('create-bill-remark');
    expect(page.currentPage()).toBe('/pages/bill/create_bill_remark/index');
    const remark = await openScreen(CreateBillRemark);
    await remark.type('create-bill-remark-text', '字'.repeat(101));
    expect(remark.byTestId('create-bill-remark-count')?.children.join('')).toBe('101/100');
    await remark.tap('create-bill-remark-save');
    expect(remark.text()).toContain('备注不能超过100个字');
    await remark.type('create-bill-remark-text', ' 十一月 水电😀 预存 ');
    await remark.tap('create-bill-remark-save');
    remark.unmount();
    await page.settle();
    expect(page.text()).toContain('账单备注十一月 水电 预存');

    await page.type('create-bill-amount', '300.5');
    await page.tap('create-bill-submit');
    await page.settle();
    expect(page.value('create-bill-amount')).toBe('300.5');
    refuse = false;
    await page.tap('create-bill-submit');
    await page.settle();
    const sent = page.sent('/bill/create').map((request) => JSON.parse(String(request.data)) as Record<string, string>);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ contractId: '5', kind: 'utility_prepay', amount: '300.50', remark: '十一月 水电 预存' });
    expect(sent[1]?.requestKey).toBe(sent[0]?.requestKey);
    // Paid through the pay module: the order's sheet is asked for (the test's sheet fails, so the tenant stays).
    expect(page.sent('/pay/orders/PO7/prepay')).toHaveLength(1);
    expect(page.byTestId('create-bill-kind-utility_prepay')?.props['aria-checked']).toBe(true);
    page.unmount();
  });
});
