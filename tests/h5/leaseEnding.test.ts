import type { Page } from 'playwright-core';
import { saveScreenshot, useH5Browser, waitForPath } from '../support/browser';
import { shown } from '../support/h5';
import { DEMO_TENANT_MOBILE } from '../support/server';

// Ending and renewing a lease as the demo tenant meets it in the browser, one walk through every page of it:
// ask to renew HTDEMO05 (term and rent shown before sending), the manager agrees; read the checkout rule, try a
// move-out date on 退租结算, apply to check out, sign the agreement and follow the refund; cancel HTDEMO06's open
// checkout; see both kinds of application in 我的申请.
const h5 = useH5Browser();

const APPLY_RENT = '/aster/pages/service/pages/applyRent/index';
const APPLY_RENT_DETAIL = '/aster/pages/service/pages/applyRentDetail/index';
const UN_RENT_RULE = '/aster/pages/contract/pages/un_rent_rule/index';
const UN_RENT = '/aster/pages/contract/pages/un_rent/index';
const APPLY_CHECKOUT = '/aster/pages/service/pages/applyCheckout/index';
const APPLY_CHECKOUT_DETAIL = '/aster/pages/service/pages/applyCheckoutDetail/index';
const CHECKOUT_SIGN = '/aster/pages/contract/pages/checkout_sign/index';
const AGREEMENT = '/aster/pages/contract/pages/checkout_sign_contract_preview/index';
const UN_RENT_DETAIL = '/aster/pages/contract/pages/un_rent_detail/index';
const FILES = '/aster/pages/contract/pages/checkout_view_files/index';
const MY_APPLY = '/aster/pages/service/pages/myApply/index';

const modalButton = (page: Page, name: string) => page.getByRole('dialog').getByRole('button', { name });
/** The element of the page on show: H5 keeps the pages below it in the document, hidden. */

describe('ending and renewing a lease on H5', () => {
  it('renews, checks out with the refund signed line by line, cancels a checkout and lists the applications', async () => {
    const { token } = await h5.server.loginByPhone(DEMO_TENANT_MOBILE);
    const contracts = await h5.server.getData<{ id: string; contractNo: string }[]>('/tapp/v1/contract/list', { token });
    const idOf = (no: string) => contracts.find((contract) => contract.contractNo === no)?.id ?? '';
    const renting = idOf('HTDEMO05');
    const tab = await h5.newTab();
    const { page } = tab;
    await h5.openLoggedIn(page, token, `/pages/service/pages/applyRent/index?contractId=${renting}`);
    await waitForPath(page, APPLY_RENT);

    // 续租: 12 months keeps the rent; 6 months shows the 5% more before anything is sent.
    const newRent = shown(page, 'apply-rent-new-rent');
    await newRent.waitFor();
    const yearRent = await newRent.textContent();
    expect(await shown(page, 'apply-rent-new-term').textContent()).toBe('2027-06-01至2028-05-31');
    await shown(page, 'apply-rent-term-6').click();
    await page.getByText('不足12个月的续租，月租金上浮5%。').waitFor();
    expect(await newRent.textContent()).not.toBe(yearRent);
    await saveScreenshot(page, 'h5-apply-rent');
    await shown(page, 'apply-rent-submit').click();
    await modalButton(page, '取消').click();
    expect(tab.apiRequests().filter((request) => request.method === 'POST' && request.url.includes('/renewal/v1'))).toHaveLength(0);
    await shown(page, 'apply-rent-term-12').click();
    await shown(page, 'apply-rent-submit').click();
    await modalButton(page, '提交').click();
    await waitForPath(page, APPLY_RENT_DETAIL);
    await shown(page, 'apply-rent-detail-status').filter({ hasText: '待管家确认' }).waitFor();
    const renewalId = new URL(page.url()).searchParams.get('id') ?? '';
    // The manager agrees (the operator's system; a dev route here): the request shows it after a reload.
    const decided = await fetch(`${h5.server.origin}/__dev/renewal/${renewalId}/decide`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ approve: true }) });
    expect(((await decided.json()) as { errorCode: string }).errorCode).toBe('0');
    await page.reload();
    await shown(page, 'apply-rent-detail-status').filter({ hasText: '已同意续租' }).waitFor();
    await saveScreenshot(page, 'h5-apply-rent-detail');

    // The rule, then 退租结算 for a date picked inside the lease.
    await page.goto(`${UN_RENT_RULE}?contractId=${renting}`);
    await shown(page, 'un-rent-rule-penalty').waitFor();
    await saveScreenshot(page, 'h5-un-rent-rule');
    await shown(page, 'un-rent-rule-preview').click();
    await waitForPath(page, UN_RENT);
    await shown(page, 'refund-net').waitFor();
    await shown(page, 'un-rent-date').click();
    await shown(page, 'date-next').click();
    await page.locator('[data-testid^="date-20"][aria-disabled="false"]:visible').last().click();
    await shown(page, 'refund-line-deposit_back').waitFor();
    await saveScreenshot(page, 'h5-un-rent');
    await shown(page, 'un-rent-apply').click();

    // 退租申请: nothing sent without a date; then the last day of this month... any day the sheet offers.
    await waitForPath(page, APPLY_CHECKOUT);
    await shown(page, 'apply-checkout-submit').click();
    await page.getByRole('alert').filter({ hasText: '请选择退租日期' }).waitFor();
    await shown(page, 'apply-checkout-date').click();
    await saveScreenshot(page, 'h5-apply-checkout-date-sheet');
    await shown(page, 'date-next').click();
    await page.locator('[data-testid^="date-20"][aria-disabled="false"]:visible').last().click();
    await shown(page, 'apply-checkout-net').waitFor();
    await saveScreenshot(page, 'h5-apply-checkout');
    await shown(page, 'apply-checkout-submit').click();
    await waitForPath(page, APPLY_CHECKOUT_DETAIL);
    await shown(page, 'apply-checkout-detail-status').filter({ hasText: '退租申请中' }).waitFor();
    await saveScreenshot(page, 'h5-apply-checkout-detail');

    // Sign: the agreement's text, then the confirm step on the numbers shown.
    await shown(page, 'apply-checkout-detail-sign').click();
    await waitForPath(page, UN_RENT);
    await shown(page, 'un-rent-sign').click();
    await waitForPath(page, CHECKOUT_SIGN);
    await shown(page, 'checkout-sign-agreement').click();
    await waitForPath(page, AGREEMENT);
    await shown(page, 'checkout-agreement-paragraph').first().waitFor();
    expect(await shown(page, 'checkout-agreement-sign-place').textContent()).toBe('乙方（签署）：待签署');
    await saveScreenshot(page, 'h5-checkout-agreement');
    await page.goBack();
    await waitForPath(page, CHECKOUT_SIGN);
    await shown(page, 'refund-net').waitFor();
    await saveScreenshot(page, 'h5-checkout-sign');
    await shown(page, 'checkout-sign-submit').click();
    await page.getByRole('status').filter({ hasText: '请先阅读并同意《退租协议》' }).waitFor();
    await page.getByRole('checkbox', { name: '我已阅读并同意退租协议' }).click();
    await shown(page, 'checkout-sign-submit').click();
    await waitForPath(page, UN_RENT_DETAIL);
    await shown(page, 'un-rent-detail-status').filter({ hasText: '已结算' }).waitFor();
    await shown(page, 'un-rent-detail-steps').getByText('签署退租协议').waitFor();
    await saveScreenshot(page, 'h5-un-rent-detail');
    await shown(page, 'un-rent-detail-files').click();
    await waitForPath(page, FILES);
    await shown(page, 'checkout-file-agreement').filter({ hasText: '已签署' }).waitFor();
    await saveScreenshot(page, 'h5-checkout-files');

    // HTDEMO06's open checkout, cancelled from its detail.
    const open = await h5.server.getData<{ id: string }>(`/tenant-service/checkout/v1/getUndoneCheckoutApplyByContractId/${idOf('HTDEMO06')}`, { token });
    await page.goto(`${APPLY_CHECKOUT_DETAIL}?id=${open.id}`);
    await shown(page, 'apply-checkout-detail-cancel').click();
    await modalButton(page, '确定取消').click();
    await shown(page, 'apply-checkout-detail-status').filter({ hasText: '已取消' }).waitFor();

    // 我的申请: both kinds, newest first, by tab.
    await page.goto(MY_APPLY);
    await shown(page, `my-apply-renewal-${renewalId}`).waitFor();
    await saveScreenshot(page, 'h5-my-apply');
    await shown(page, 'my-apply-tab-renewal').click();
    expect(await page.locator('[data-testid^="my-apply-checkout-"]:visible').count()).toBe(0);
    await shown(page, 'my-apply-tab-checkout').click();
    await shown(page, `my-apply-checkout-${open.id}`).filter({ hasText: '已取消' }).waitFor();
    await shown(page, `my-apply-checkout-${open.id}`).click();
    await waitForPath(page, APPLY_CHECKOUT_DETAIL);
  });
});
