import { okAnswer } from '@aster/core-api/testing';
import { openPage } from '@screens/features/signing/signingTestKit';
import ContractChooseInsurancePage from './ContractChooseInsurancePage';

let mockPlatform = 'h5';
jest.mock('@screens/platform/clientPlatform', () => ({
  get clientPlatform() {
    return mockPlatform;
  },
}));

jest.mock('remax', () => ({ useQuery: () => ({ contractId: '7' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const plan = (code: string, premium: string) => ({ code, name: `方案${code}`, insurer: '安心财产保险（模拟）', premiumFen: Number(premium) * 100, premium, coverage: ['意外医疗 1万元'] });
const offer = { qualified: true, reason: null, plans: [plan('basic', '96.00'), plan('plus', '216.00')], policy: null, riskNotice: ['一、本保险由合作保险公司承保。'] };

function open(platform: 'h5' | 'aliapp', answers: Parameters<typeof openPage>[1]) {
  mockPlatform = platform;
  return openPage(ContractChooseInsurancePage, answers);
}

describe('contract_choose_insurance', () => {
  it('on Alipay: asks for the notice to be accepted, then confirms the chosen plan and pays its premium order', async () => {
    const page = await open('aliapp', {
      'insurance/qualify': () => okAnswer(offer),
      'insurance/risk': () => okAnswer({ policyNo: 'BD1', planCode: 'plus', planName: '方案plus', status: 'awaiting_payment', statusText: '待支付', premium: '216.00', startDate: '2026-12-10', endDate: '2027-12-09' }),
      'createAlipayOrderStr/7': () => okAnswer({ orderNo: 'PO9', amount: '216.00' }),
      '/prepay': () => okAnswer({ channel: 'alipay', tradeNO: 'T1' }),
    });
    await page.tap('insurance-plan-plus');
    await page.tap('insurance-buy');
    expect(page.alerts()).toEqual(['请先阅读并同意《投保须知及风险告知》']);
    expect(page.sent('insurance/risk')).toHaveLength(0);
    await page.tap('insurance-agree');
    await page.tap('insurance-buy');
    expect(JSON.parse(String(page.sent('insurance/risk')[0]?.data))).toEqual({ contractId: '7', planCode: 'plus' });
    expect(page.sent('/pay/orders/PO9/prepay')).toHaveLength(1);
    expect(page.sent('createAlipayOrderStrNew/7')).toHaveLength(0);
    page.unmount();
  });

  it('elsewhere (H5, WeChat): buys too, with createAlipayOrderStrNew\'s order through the cashier', async () => {
    const page = await open('h5', {
      'insurance/qualify': () => okAnswer(offer),
      'insurance/risk': () => okAnswer({ policyNo: 'BD1', planCode: 'basic', planName: '方案basic', status: 'awaiting_payment', statusText: '待支付', premium: '96.00', startDate: '2026-12-10', endDate: '2027-12-09' }),
      'createAlipayOrderStrNew/7': () => okAnswer({ orderNo: 'PO10', amount: '96.00' }),
    });
    await page.tap('insurance-agree');
    await page.tap('insurance-buy');
    expect(JSON.parse(String(page.sent('insurance/risk')[0]?.data))).toEqual({ contractId: '7', planCode: 'basic' });
    expect(page.sent('createAlipayOrderStrNew/7')).toHaveLength(1);
    expect(page.sent('createAlipayOrderStr/7')).toHaveLength(0);
    page.unmount();
  });

  it('shows the paid policy with its preview code (insurance/getPreviewCode), and asks for none before it is paid', async () => {
    const policy = { policyNo: 'BD1', planCode: 'plus', planName: '方案plus', status: 'active', statusText: '保障中', premium: '216.00', startDate: '2026-12-10', endDate: '2027-12-09' };
    const paid = await open('h5', {
      'insurance/qualify': () => okAnswer({ ...offer, policy }),
      'insurance/getPreviewCode': () => okAnswer({ previewCode: 'A1B2C3D4', policyNo: 'BD1' }),
    });
    expect(paid.sent('insurance/getPreviewCode')[0]?.url).toContain('contractId=7');
    expect(paid.byTestId('policy-preview-code')?.children.join('')).toBe('A1B2C3D4');
    // Insured: no dead end, the way on is back to the contract.
    expect(paid.byTestId('insurance-buy')).toBeUndefined();
    expect(paid.byTestId('insurance-next')).toBeDefined();
    paid.unmount();
    const unpaid = await open('h5', { 'insurance/qualify': () => okAnswer({ ...offer, policy: { ...policy, status: 'awaiting_payment', statusText: '待支付' } }) });
    expect(unpaid.sent('insurance/getPreviewCode')).toHaveLength(0);
    expect(unpaid.byTestId('insurance-next')).toBeUndefined();
    unpaid.unmount();
  });

  it('says why a contract cannot be insured', async () => {
    const page = await open('aliapp', { 'insurance/qualify': () => okAnswer({ ...offer, qualified: false, reason: '请先签署租赁合同，签署后即可投保', plans: [] }) });
    expect(page.texts()).toContain('请先签署租赁合同，签署后即可投保');
    page.unmount();
  });
});
