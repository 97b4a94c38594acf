import { okAnswer } from '@aster/core-api/testing';
import { contractIn, openPage } from '@screens/features/signing/signingTestKit';
import ContractPayPage from './ContractPayPage';

jest.mock('remax', () => ({ useQuery: () => ({ contractId: '7' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('remax/macro', () => ({ usePageEvent: () => undefined }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

describe('contract_pay', () => {
  it('shows the first bill line by line and pays its order through the pay module', async () => {
    const page = await openPage(ContractPayPage, {
      '/contract/7': () => okAnswer(contractIn('awaiting_payment')),
      '/prepay': () => okAnswer({ channel: 'wechat', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=p1', signType: 'RSA', paySign: 's' }),
    });
    expect(page.texts()).toContain('首期房租¥10,500.00首期租期2026-12-10至2027-03-09');
    expect(page.texts()).toContain('预订定金抵扣-¥2,000.00');
    expect(page.byTestId('first-payment-total')?.children).toEqual(['¥12,000.00']);
    await page.tap('pay-submit');
    expect(page.sent('/pay/orders/PO202611210001/prepay')).toHaveLength(1);
    page.unmount();
  });

  it('leads a paid contract to the move-in and an unsigned one back to signing, with nothing to pay', async () => {
    const paid = await openPage(ContractPayPage, { '/contract/7': () => okAnswer(contractIn('to_move_in')) });
    expect(paid.byTestId('pay-submit')).toBeUndefined();
    expect(paid.byTestId('pay-state')?.children).toEqual(['已支付']);
    await paid.tap('pay-check-in');
    expect(paid.currentPage()).toBe('/pages/contract/pages/checkin_list/index?contractId=7');
    paid.unmount();
    const unsigned = await openPage(ContractPayPage, { '/contract/7': () => okAnswer(contractIn('awaiting_sign')) });
    expect(unsigned.byTestId('pay-submit')).toBeUndefined();
    expect(unsigned.texts()).toContain('请先签署合同，签署后生成首期账单');
    unsigned.unmount();
  });
});
