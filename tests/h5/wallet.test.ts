import type { Page } from 'playwright-core';
import { saveScreenshot, useH5Browser, waitForPath } from '../support/browser';
import { shown } from '../support/h5';
import { chooseCardAtCashier } from '../support/pay';
import { DEMO_TENANT_MOBILE } from '../support/server';

// The wallet as the demo tenant meets it in the browser: 我的 -> 我的钱包 (the refunded deposit), a bill paid from the
// balance on 选择支付方式 after one wrong password, the movement in 资金明细 and its 交易详情, then a withdrawal with
// its fee shown before the password, 提现成功, the bank paying it (交易明细), and a 充值 by card. The password, the details and the card
// are set over HTTP here: their own pages have their own journey (walletSettings.test.ts).
const h5 = useH5Browser();

const WALLET = '/aster/pages/wallet/wallet/index';
const MOVEMENTS = '/aster/pages/wallet/financial_list/index';
const DEAL = '/aster/pages/wallet/deal_detail/index';
const WITHDRAW = '/aster/pages/wallet/withdraw/index';
const WITHDRAW_SUCCESS = '/aster/pages/wallet/withdraw_success/index';
const TRANSACTION = '/aster/pages/wallet/transaction_detail/index';
const PAY_WAY = '/aster/pages/bill/bill_pay_way/index';
const BILL_DETAIL = '/aster/pages/bill/bill_detail/index';
const RESULT = '/aster/pages/bill/bill_result/index';


let token = '';
beforeAll(async () => {
  ({ token } = await h5.server.loginByPhone(DEMO_TENANT_MOBILE));
});

/** A call of the demo tenant's own, over HTTP (what the settings pages do). */
const post = <T>(path: string, body: unknown, withToken = true) => h5.server.postData<T>(path, body, withToken ? { token } : {});

async function typePassword(page: Page, digits: string): Promise<void> {
  const input = shown(page, 'wallet-password');
  await input.waitFor();
  await input.fill(digits);
}

describe('the wallet on H5', () => {
  it('pays a bill from the balance with the password, then withdraws with the fee shown, and follows the bank', async () => {
    await h5.server.setWalletPassword(token, DEMO_TENANT_MOBILE, '135790');
    const tab = await h5.newTab();
    const { page } = tab;
    await h5.openLoggedIn(page, token, '/pages/mine/index');
    await shown(page, 'mine-entry-wallet').click();
    await waitForPath(page, WALLET);
    expect(await shown(page, 'wallet-total').textContent()).toBe('¥1,500.00');
    expect(await shown(page, 'wallet-password-entry').innerText()).toContain('已设置');
    await saveScreenshot(page, 'h5-wallet');

    // The overdue 燃气费 (¥43.20) from the balance, after one wrong password.
    const { bills } = await h5.server.getData<{ bills: { id: string; title: string }[] }>('/tapp/v1/bill/list', { token });
    const gasId = bills.find((bill) => bill.title === '燃气费（2026-10）')?.id ?? '';
    await page.goto(`${PAY_WAY}?id=${gasId}`);
    expect(await shown(page, 'pay-way-balance').innerText()).toContain('可用余额 ¥1,500.00');
    // The demo tenant's 水电燃气券 is chosen by default (coupons.test.ts pays with it): this journey pays the whole bill.
    await shown(page, 'pay-way-coupon-value').filter({ hasText: '-¥10.00' }).waitFor();
    await shown(page, 'pay-way-coupon').click();
    await shown(page, 'coupon-choice-none').click();
    await shown(page, 'pay-way-coupon-value').filter({ hasText: '不使用' }).waitFor();
    await shown(page, 'pay-way-balance').click();
    await typePassword(page, '000001');
    await page.getByText('支付密码错误，还可输入4次').waitFor();
    await saveScreenshot(page, 'h5-wallet-password-sheet');
    await typePassword(page, '135790');
    await waitForPath(page, BILL_DETAIL);
    await shown(page, 'bill-detail-status').filter({ hasText: '已支付' }).waitFor();

    await page.goto(WALLET);
    await shown(page, 'wallet-available').filter({ hasText: '¥1,456.80' }).waitFor();
    await shown(page, 'wallet-movements').click();
    await waitForPath(page, MOVEMENTS);
    const first = page.locator('[data-testid^="wallet-movement-"]:visible').first();
    expect(await first.innerText()).toMatch(/燃气费（2026-10）[\s\S]*-¥43\.20[\s\S]*余额 ¥1,456\.80/);
    await shown(page, 'wallet-filter-in').click();
    await page.locator('[data-testid^="wallet-movement-"]:visible').filter({ hasText: '押金退还' }).waitFor();
    expect(await page.locator('[data-testid^="wallet-movement-"]:visible').count()).toBe(1);
    await saveScreenshot(page, 'h5-wallet-movements');
    await shown(page, 'wallet-filter-all').click();
    await page.locator('[data-testid^="wallet-movement-"]:visible').filter({ hasText: '燃气费' }).click();
    await waitForPath(page, DEAL);
    expect(await shown(page, 'movement-kind').textContent()).toBe('账单支付');
    expect(await shown(page, 'movement-balance').textContent()).toBe('¥1,456.80');
    await shown(page, 'movement-bill').waitFor();
    await saveScreenshot(page, 'h5-wallet-deal-detail');

    // Withdrawing: what is missing is said first; with the details and a card, the fee shows before the password.
    await page.goto(WITHDRAW);
    expect(await shown(page, 'withdraw-missing').innerText()).toContain('首次提现前，请补充职业和常住地址');
    await post('/tapp/v1/wallet/info', { occupation: '企业职员', address: '上海市徐汇区漕溪北路1号' });
    await h5.server.addBankCard(token, '6222021234567890128', DEMO_TENANT_MOBILE);
    await page.reload();
    await shown(page, 'withdraw-card').filter({ hasText: '工商银行（尾号0128）' }).waitFor();
    await shown(page, 'withdraw-amount').fill('5');
    await page.getByText('单笔提现金额不能低于¥10.00').waitFor();
    expect(await shown(page, 'withdraw-confirm').getAttribute('aria-disabled')).toBe('true');
    await shown(page, 'withdraw-amount').fill('1000');
    expect(await shown(page, 'withdraw-fee').textContent()).toBe('手续费 ¥1.00，实际到账 ¥999.00，预计2个工作日内到账');
    await saveScreenshot(page, 'h5-wallet-withdraw');
    await shown(page, 'withdraw-confirm').click();
    await typePassword(page, '135790');
    await waitForPath(page, WITHDRAW_SUCCESS);
    await page.getByText('提现申请已提交').waitFor();
    expect(await shown(page, 'withdrawal-arrival').textContent()).toBe('¥999.00');
    await saveScreenshot(page, 'h5-wallet-withdraw-success');
    const id = new URL(page.url()).searchParams.get('id') ?? '';

    // The bank pays it: 交易明细 says so, the wallet holds the rest.
    for (const to of ['processing', 'paid']) {
      const moved = await fetch(`${h5.server.origin}/__dev/wallet/withdrawals/${id}/move`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ to }) });
      expect(moved.ok).toBe(true);
    }
    await page.goto(`${TRANSACTION}?id=${id}`);
    await shown(page, 'withdrawal-head').filter({ hasText: '已到账' }).waitFor();
    await saveScreenshot(page, 'h5-wallet-transaction-detail');
    await page.goto(WALLET);
    await shown(page, 'wallet-total').filter({ hasText: '¥456.80' }).waitFor();

    // 充值 ¥100.00 by card through the pay module: the result page leads back to the balance, which has it.
    await shown(page, 'wallet-top-up').click();
    await shown(page, 'wallet-top-up-amount').fill('0.5');
    await shown(page, 'wallet-top-up-pay').click();
    await page.getByText('单笔充值金额不能低于¥1.00').waitFor();
    await shown(page, 'wallet-top-up-100').click();
    await saveScreenshot(page, 'h5-wallet-top-up');
    await shown(page, 'wallet-top-up-pay').click();
    await chooseCardAtCashier(page, h5.server);
    await page.getByRole('button', { name: '确认支付' }).click();
    await waitForPath(page, RESULT);
    await page.getByTestId('bill-result-title').filter({ hasText: '支付成功' }).waitFor();
    await shown(page, 'bill-result-next').filter({ hasText: '查看余额' }).click();
    await waitForPath(page, WALLET);
    await shown(page, 'wallet-total').filter({ hasText: '¥556.80' }).waitFor();
  });
});
