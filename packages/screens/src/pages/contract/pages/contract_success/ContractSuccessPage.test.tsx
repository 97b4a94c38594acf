import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import type { ContractStatus, ContractSuccess } from '@aster/core-domain';
import { contractIn, openPage } from '@screens/features/signing/signingTestKit';
import ContractSuccessPage from './ContractSuccessPage';

jest.mock('remax', () => ({ useQuery: () => ({ contractId: '7' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

/** contract-success as the server answers it for the signed contract in `status`. */
function successIn(status: ContractStatus, nextSteps: string[]): ContractSuccess {
  const contract = contractIn(status);
  return {
    contractId: contract.id,
    contractNo: contract.contractNo,
    status,
    statusText: status === 'awaiting_payment' ? '已签约，待支付首期' : '将搬入',
    house: contract.house,
    startDate: contract.startDate,
    endDate: contract.endDate,
    paymentCycleText: '押一付三',
    rent: contract.rent,
    signedAt: contract.signedAt,
    firstPayment: contract.firstPayment,
    pdfUrl: contract.pdfUrl,
    nextSteps,
  };
}

describe('contract_success', () => {
  it('shows what contract-success answers: the contract, the first payment to pay and the server\'s next steps', async () => {
    const page = await openPage(ContractSuccessPage, {
      '/contract/contract-success/7': () => okAnswer(successIn('awaiting_payment', ['支付首期款项（押金及首期房租，预订定金已抵扣）', '入住当天向管家出示入住码'])),
    });
    expect(page.sent('/contract/contract-success/7')).toHaveLength(1);
    // Not the contract detail: the page has what it shows from the spec's call.
    expect(page.sent('/contract/7')).toHaveLength(0);
    expect(page.byTestId('success-contract-no')?.children.join('')).toBe('HTDEMO02');
    expect(page.byTestId('success-status')?.children.join('')).toBe('已签约，待支付首期');
    expect(page.texts()).toContain('入住当天向管家出示入住码');
    expect(page.texts()).toContain('押一付三');
    await page.tap('success-pay');
    expect(page.currentPage()).toBe('/pages/contract/pages/contract_pay/index?contractId=7');
    page.unmount();
  });

  it('offers no payment once the first bill is paid, and says so when the contract is not signed', async () => {
    const paid = await openPage(ContractSuccessPage, { '/contract/contract-success/7': () => okAnswer(successIn('to_move_in', ['入住当天向管家出示入住码'])) });
    expect(paid.byTestId('success-pay')).toBeUndefined();
    expect(paid.texts()).toContain('首期款项已结清');
    paid.unmount();

    const unsigned = await openPage(ContractSuccessPage, {
      '/contract/contract-success/7': () => businessErrorAnswer('CONTRACT_STATE_INVALID', '该合同待签约，当前状态不可操作'),
    });
    expect(unsigned.texts()).toContain('合同加载失败');
    unsigned.unmount();
  });
});
