import { saveScreenshot, useH5Browser, waitForPath } from '../support/browser';
import { photoFile, shown } from '../support/h5';
import { chooseCardAtCashier } from '../support/pay';
import { DEMO_TENANT_MOBILE } from '../support/server';

// Bills as the demo tenant meets them in the browser, one walk through every bill page: 我的 -> 我的账单 (the overdue
// 燃气费 first), its detail, the card way, the confirmation, the provider's checkout, the result, the paid bill with
// its order, 我的订单, 全部账单 filtered, and 缴费指引.
const h5 = useH5Browser();

const BILL_LIST = '/aster/pages/bill/bill_list/index';
const BILL_DETAIL = '/aster/pages/bill/bill_detail/index';
const PAY_WAY = '/aster/pages/bill/bill_pay_way/index';
const PAY_DETAIL = '/aster/pages/bill/bill_pay_detail/index';
const RESULT = '/aster/pages/bill/bill_result/index';
const ORDER_DETAIL = '/aster/pages/order/detail/index';
const ORDER_LIST = '/aster/pages/order/list/index';
const BILL_ALL = '/aster/pages/bill/bill_all/index';
const GUIDE = '/aster/pages/bill/bill_guide/index';
const TRANSITIONAL = '/aster/pages/bill/bill_transitional/index';
const ALI_RECEIPT = '/aster/pages/order/ali/index';
const TRANSFER = '/aster/pages/bill/bill_pay_by_transfer/index';
const TRANSFER_RECEIPT = '/aster/pages/bill/bill_pay_by_transfer/stepOne';
const TRANSFER_PROGRESS = '/aster/pages/bill/bill_pay_by_transfer/stepThree';

/** The element of the page on show: H5 keeps the pages below it in the document, hidden. */

// One login for the file: the SMS code is rate-limited per phone.
let token = '';
beforeAll(async () => {
  ({ token } = await h5.server.loginByPhone(DEMO_TENANT_MOBILE));
});

describe('bills on H5', () => {
  it('pays an overdue bill by card from 我的账单, then finds it paid, its order, the filters and the guide', async () => {
    const { bills } = await h5.server.getData<{ bills: { id: string; title: string; status: string }[] }>('/tapp/v1/bill/list', { token });
    const gas = bills.find((bill) => bill.title === '燃气费（2026-10）');
    expect(gas?.status).toBe('overdue');
    const gasId = gas?.id ?? '';
    const tab = await h5.newTab();
    const { page } = tab;
    await h5.openLoggedIn(page, token, '/pages/mine/index');
    await shown(page, 'mine-entry-bills').click();
    await waitForPath(page, BILL_LIST);

    // Owed first, the overdue one at the top with its late mark.
    const cards = page.locator('[data-testid^="bill-"][role="button"]:visible');
    await cards.first().waitFor();
    expect(await cards.first().getAttribute('data-testid')).toBe(`bill-${gasId}`);
    expect(await shown(page, `bill-${gasId}`).innerText()).toMatch(/已逾期\d+天/);
    expect(await shown(page, 'bill-summary').innerText()).toContain('待支付');
    await saveScreenshot(page, 'h5-bill-list');

    await shown(page, `bill-${gasId}`).click();
    await waitForPath(page, BILL_DETAIL);
    await shown(page, 'bill-detail-status').filter({ hasText: '已逾期' }).waitFor();
    expect(await shown(page, 'bill-detail-amount').textContent()).toBe('¥43.20');
    await saveScreenshot(page, 'h5-bill-detail');
    await shown(page, 'bill-detail-pay').click();
    await waitForPath(page, PAY_WAY);
    // A browser pays by card: the only way offered, chosen already.
    await shown(page, 'pay-way-card').waitFor();
    expect(await page.locator('[data-testid^="pay-way-"][role="radio"]:visible').count()).toBe(1);
    expect(await shown(page, 'pay-way-card').getAttribute('aria-checked')).toBe('true');
    // The demo tenant's 水电燃气券 is chosen by default (coupons.test.ts pays with it): this journey pays the whole bill.
    await shown(page, 'pay-way-coupon-value').filter({ hasText: '-¥10.00' }).waitFor();
    await shown(page, 'pay-way-coupon').click();
    await shown(page, 'coupon-choice-none').click();
    await shown(page, 'pay-way-coupon-value').filter({ hasText: '不使用' }).waitFor();
    await saveScreenshot(page, 'h5-bill-pay-way');
    await shown(page, 'pay-way-next').click();
    await waitForPath(page, PAY_DETAIL);
    expect(await shown(page, 'pay-detail-way').textContent()).toBe('银行卡支付');
    await shown(page, 'pay-detail-confirm').click();
    await chooseCardAtCashier(page, h5.server);

    // The provider's checkout page, then back to the result, which asks the server.
    await page.getByRole('button', { name: '确认支付' }).waitFor();
    expect(await page.locator('body').innerText()).toContain('¥43.20');
    await page.getByRole('button', { name: '确认支付' }).click();
    await waitForPath(page, RESULT);
    await page.getByTestId('bill-result-title').filter({ hasText: '支付成功' }).waitFor();
    await shown(page, 'bill-result-next').filter({ hasText: '查看账单' }).click();
    await waitForPath(page, BILL_DETAIL);
    await shown(page, 'bill-detail-status').filter({ hasText: '已支付' }).waitFor();
    expect(await shown(page, 'bill-detail-channel').textContent()).toBe('银行卡支付');
    await saveScreenshot(page, 'h5-bill-detail-paid');
    await shown(page, 'bill-detail-order').click();
    await waitForPath(page, ORDER_DETAIL);
    await shown(page, 'order-detail-status').filter({ hasText: '已支付' }).waitFor();
    expect(await shown(page, 'order-detail-amount').textContent()).toBe('¥43.20');
    const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
    await saveScreenshot(page, 'h5-order-detail');

    // Back from an outside payment page with only the order number: 支付中 asks the server, then the result shows it.
    await page.goto(`${TRANSITIONAL}?orderNo=${orderNo}`);
    await waitForPath(page, RESULT);
    await page.getByTestId('bill-result-title').filter({ hasText: '支付成功' }).waitFor();
    expect(new URL(page.url()).searchParams.get('amount')).toBe('43.20');
    // A card payment has no Alipay receipt: the page says so instead of pretending.
    await page.goto(`${ALI_RECEIPT}?orderNo=${orderNo}`);
    await page.getByText('该订单未通过支付宝完成支付').waitFor();
    await saveScreenshot(page, 'h5-order-ali-not-paid-so');

    // 我的订单 lists it; 全部账单 filters by kind on the server; the guide says the late-fee rule.
    await page.goto(`/aster/pages/bill/bill_list/index`);
    await waitForPath(page, BILL_LIST);
    await shown(page, 'order-list-link').click();
    await waitForPath(page, ORDER_LIST);
    await page.locator('[data-testid^="order-PO"]:visible').first().waitFor();
    expect(await page.locator('[data-testid^="order-PO"]:visible').first().innerText()).toContain('燃气费');
    await saveScreenshot(page, 'h5-order-list');
    await page.goBack();
    await waitForPath(page, BILL_LIST);
    await shown(page, 'bill-all-link').click();
    await waitForPath(page, BILL_ALL);
    await shown(page, 'bill-filter-kind-rent').click();
    await page.waitForFunction(() => {
      const cards = Array.from(document.querySelectorAll('[data-testid^="bill-"][role="button"]')).filter(
        (node) => /^bill-\d+$/.test(node.getAttribute('data-testid') ?? '') && (node as HTMLElement).offsetParent !== null,
      );
      return cards.length > 0 && cards.every((node) => (node.textContent ?? '').includes('房租'));
    });
    expect(tab.apiRequests().some((request) => request.url.includes('/bill/list') && request.url.includes('kind=rent'))).toBe(true);
    await saveScreenshot(page, 'h5-bill-all');
    await page.goBack();
    await waitForPath(page, BILL_LIST);
    await shown(page, 'bill-guide-link').click();
    await waitForPath(page, GUIDE);
    await page.getByText('每日0.05%', { exact: false }).first().waitFor();
    await saveScreenshot(page, 'h5-bill-guide');
  });

  it('pays another bill by bank transfer: the account copied, the receipt uploaded, 转账确认中 until the operator confirms it', async () => {
    const { bills } = await h5.server.getData<{ bills: { id: string; title: string; payable: boolean }[] }>('/tapp/v1/bill/list?open=1', { token });
    const bill = bills.find((candidate) => candidate.payable && candidate.title.startsWith('电费'));
    if (bill === undefined) throw new Error('the demo tenant owes no electricity bill');
    const { page } = await h5.newTab();
    await h5.openLoggedIn(page, token, `/pages/bill/bill_detail/index?id=${bill.id}`);
    await waitForPath(page, BILL_DETAIL);
    await shown(page, 'bill-detail-pay').click();
    await waitForPath(page, PAY_WAY);
    await shown(page, 'pay-way-transfer').click();
    await waitForPath(page, TRANSFER);
    await shown(page, 'transfer-reference').waitFor();
    await shown(page, 'transfer-account-number-copy').click();
    await page.getByText('复制成功').first().waitFor();
    await saveScreenshot(page, 'h5-bill-transfer');
    await shown(page, 'transfer-next').click();
    await waitForPath(page, TRANSFER_RECEIPT);
    const chooser = page.waitForEvent('filechooser');
    await shown(page, 'transfer-receipt-album').click();
    await (await chooser).setFiles(await photoFile(page, '转账成功'));
    await shown(page, 'transfer-receipt-status').filter({ hasText: '已上传' }).waitFor();
    await shown(page, 'transfer-payer').fill('张三');
    await saveScreenshot(page, 'h5-bill-transfer-receipt');
    await shown(page, 'transfer-submit').click();
    await waitForPath(page, TRANSFER_PROGRESS);
    await shown(page, 'transfer-status').filter({ hasText: '转账确认中' }).waitFor();
    await saveScreenshot(page, 'h5-bill-transfer-waiting');

    // The operator finds the money on the bank statement and confirms it.
    const { transfer } = await h5.server.getData<{ transfer: { id: string } }>(`/tapp/v1/bill/${bill.id}/transfer`, { token });
    const confirmed = await fetch(`${h5.server.origin}/__dev/bills/transfers/${transfer.id}/confirm`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(((await confirmed.json()) as { data?: { status: string } }).data?.status).toBe('confirmed');
    await page.reload();
    await shown(page, 'transfer-status').filter({ hasText: '转账已确认，账单已支付' }).waitFor();
    await shown(page, 'transfer-bill').click();
    await waitForPath(page, BILL_DETAIL);
    await shown(page, 'bill-detail-status').filter({ hasText: '已支付' }).waitFor();
    await shown(page, 'bill-detail-transfer').filter({ hasText: '已确认' }).waitFor();
  });
});
