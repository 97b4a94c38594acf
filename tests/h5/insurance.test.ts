import { saveScreenshot, useH5Browser, waitForPath } from '../support/browser';
import { shown } from '../support/h5';
import { chooseCardAtCashier } from '../support/pay';
import { DEMO_TENANT_MOBILE } from '../support/server';

// Renter insurance bought in the browser (issue 46: "insurance cannot be bought on H5"): HTDEMO04, signed and paid,
// not insured yet. The plan chosen, the risk notice agreed, the premium's order (createAlipayOrderStrNew, the pay
// module's order on every shell but Alipay) paid at the H5 cashier by card on the provider's checkout page, the way
// bills are; back on the page the policy is 保障中 with its preview code.
const h5 = useH5Browser();

const INSURANCE = '/aster/pages/contract/pages/contract_choose_insurance/index';
const RESULT = '/aster/pages/bill/bill_result/index';

describe('insurance on H5', () => {
  it('buys a policy through the H5 cashier and shows it in force', async () => {
    const { token } = await h5.server.loginByPhone(DEMO_TENANT_MOBILE);
    const contracts = await h5.server.getData<{ id: string; contractNo: string }[]>('/tapp/v1/contract/list', { token });
    const contractId = contracts.find((contract) => contract.contractNo === 'HTDEMO04')?.id ?? '';
    const { page } = await h5.newTab();
    await h5.openLoggedIn(page, token, `/pages/contract/pages/contract_choose_insurance/index?contractId=${contractId}`);
    await waitForPath(page, INSURANCE);
    await shown(page, 'insurance-plan-plus').click();
    await shown(page, 'insurance-buy').click();
    // the notice must be agreed first: nothing is bought yet
    await page.getByText('请先阅读并同意《投保须知及风险告知》').waitFor();
    await shown(page, 'insurance-agree').click();
    await saveScreenshot(page, 'h5-insurance-buy');
    await shown(page, 'insurance-buy').click();
    await chooseCardAtCashier(page, h5.server);
    await page.getByRole('button', { name: '确认支付' }).click();
    await waitForPath(page, RESULT);
    await page.getByTestId('bill-result-title').filter({ hasText: '支付成功' }).waitFor();

    const offer = await h5.server.getData<{ policy: { status: string; planCode: string } | null }>(`/tapp/v1/insurance/qualify?contractId=${contractId}`, { token });
    expect(offer.policy).toMatchObject({ status: 'active', planCode: 'plus' });
    await page.goto(`${INSURANCE}?contractId=${contractId}`);
    await shown(page, 'policy-status').filter({ hasText: '保障中' }).waitFor();
    await shown(page, 'policy-preview-code').waitFor();
    expect(await shown(page, 'insurance-buy').count()).toBe(0);
    await saveScreenshot(page, 'h5-insurance-active');
  });
});
