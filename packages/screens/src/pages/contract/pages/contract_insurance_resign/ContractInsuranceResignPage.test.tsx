import { okAnswer } from '@aster/core-api/testing';
import { openPage } from '@screens/features/signing/signingTestKit';
import { navigation } from '@screens/platform/navigation';
import ContractInsuranceResignPage from './ContractInsuranceResignPage';

jest.mock('remax', () => ({ useQuery: () => ({ contractId: '7' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const policy = (status: 'needs_resign' | 'active') => ({
  policyNo: 'BD1',
  planCode: 'plus',
  planName: '租客综合险·安心版',
  status,
  statusText: status === 'active' ? '保障中' : '待重新确认',
  premium: '216.00',
  startDate: '2026-06-01',
  endDate: '2027-05-31',
  resignReason: status === 'active' ? null : '合同共同居住人已变更，保险公司需要您重新确认投保信息',
});

describe('contract_insurance_resign', () => {
  it('says why, asks for the notice to be accepted and confirms the policy again', async () => {
    let status: 'needs_resign' | 'active' = 'needs_resign';
    const page = await openPage(ContractInsuranceResignPage, {
      'insurance/qualify': () => okAnswer({ qualified: true, plans: [], policy: policy(status), riskNotice: ['一、本保险由合作保险公司承保。'] }),
      'insurance/risk': () => {
        status = 'active';
        return okAnswer(policy('active'));
      },
    });
    expect(page.byTestId('resign-reason')?.children).toEqual(['合同共同居住人已变更，保险公司需要您重新确认投保信息']);
    await page.tap('resign-submit');
    expect(page.alerts()).toEqual(['请先阅读并同意《投保须知及风险告知》']);
    expect(page.sent('insurance/risk')).toHaveLength(0);
    await page.tap('resign-agree');
    await page.tap('resign-submit');
    expect(JSON.parse(String(page.sent('insurance/risk')[0]?.data))).toEqual({ contractId: '7' });
    await page.settle();
    expect(page.byTestId('policy-status')?.children).toEqual(['保障中']);
    expect(page.byTestId('resign-submit')).toBeUndefined();
    // Done: the way on is back to the contract (a redirect, so back does not return here).
    expect(page.byTestId('resign-next')).toBeDefined();
    await page.tap('resign-next');
    expect(navigation.currentPage()).toBe('/pages/contract/pages/contract_detail/index?contractId=7');
    page.unmount();
  });
});
