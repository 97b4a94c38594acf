import type { Page } from 'playwright-core';
import { saveScreenshot, useH5Browser, waitForPath } from '../support/browser';
import { shown } from '../support/h5';
import { installSimulatedBluetooth } from '../support/devices';
import { chooseCardAtCashier } from '../support/pay';
import { DEMO_TENANT_MOBILE } from '../support/server';

// The meters as the demo tenant meets them in Chromium, one walk: 我的 -> 智能设备 -> the offline hot water meter, a
// top-up paid on the provider's checkout, written by Bluetooth beside the simulated meter while the meter dies right
// after applying it, finished once on the next connection; then the day and hour use pages.
const h5 = useH5Browser();

const DEVICE_INDEX = '/aster/pages/device/device_index/index';
const METER4 = '/aster/pages/device/meter4/index';
const CHARGE = '/aster/pages/device/meter_charge/index';
const RESULT = '/aster/pages/bill/bill_result/index';
const DAYS = '/aster/pages/device/meter_record/analyse_range_detail';
const HOURS = '/aster/pages/device/meter_record/analyse_range_detail_hours';


interface MeterState {
  balanceFen: number;
  applied: number[];
}

const simulatedMeter = (page: Page, mac: string): Promise<MeterState | null> =>
  page.evaluate((wanted) => {
    const meter = window.__asterSim?.meters[wanted];
    return meter === undefined ? null : { balanceFen: meter.balanceFen, applied: [...meter.applied.values()] };
  }, mac);

/** The use chart's canvas has the series' colour on it: the library drew the data, not only a blank box. */
const chartHasInk = () => {
  const canvas = document.querySelector<HTMLCanvasElement>('canvas[data-testid="usage-chart"]');
  const context = canvas?.getContext('2d');
  if (!canvas || !context || canvas.width === 0) return false;
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  let inked = 0;
  for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 0) > 150 && (data[i + 2] ?? 255) < 100) inked += 1;
  return inked > 50;
};

/** The demo tenant's session, one login for the file (a second SMS code within a minute is refused). */
let session: ReturnType<typeof h5.server.loginByPhone> | undefined;
const login = () => (session ??= h5.server.loginByPhone(DEMO_TENANT_MOBILE));

describe('meters on H5', () => {
  it('tops up an offline meter cut off mid-write, finishes it once on the next visit, reads the day and hour use, and switches the cut shared meter on', async () => {
    const { token } = await login();
    const home = await h5.server.getData<{ contracts: { rooms: { devices: { id: string; model: string }[] }[] }[] }>('/tapp/v3/smart-device/home', { token });
    const meterId = home.contracts.flatMap((c) => c.rooms.flatMap((r) => r.devices)).find((d) => d.model === 'meter4')?.id;
    if (meterId === undefined) throw new Error('the demo tenant has no hot water meter');
    const meter = await h5.server.getData<{ meterMac: string; balanceFen: number }>(`/tapp/v3/smart-device/meter/detail?meterId=${meterId}`, { token });
    const sharedId = home.contracts.flatMap((c) => c.rooms.flatMap((r) => r.devices)).find((d) => d.model === 'meter2')?.id ?? '';
    const shared = await h5.server.getData<{ meterMac: string; balanceFen: number }>(`/tapp/v3/smart-device/meter/detail?meterId=${sharedId}`, { token });
    const { page, context } = await h5.newTab();
    await installSimulatedBluetooth(context, { locks: [], meters: [{ mac: meter.meterMac, balanceFen: meter.balanceFen }, { mac: shared.meterMac, balanceFen: shared.balanceFen }] });
    await h5.openLoggedIn(page, token, '/pages/mine/index');
    await shown(page, 'mine-entry-devices').click();
    await waitForPath(page, DEVICE_INDEX);
    await shown(page, `device-open-${meterId}`).click();
    await waitForPath(page, METER4);
    await shown(page, 'meter-status').filter({ hasText: '热水表 · 离线（蓝牙）' }).waitFor();
    await shown(page, 'meter-days-left').waitFor();
    await saveScreenshot(page, 'h5-meter4');

    await shown(page, 'meter-charge').click();
    await waitForPath(page, CHARGE);
    await shown(page, 'meter-preset-50').click();
    await saveScreenshot(page, 'h5-meter-charge');
    await shown(page, 'meter-pay').click();
    await chooseCardAtCashier(page, h5.server);
    await page.getByRole('button', { name: '确认支付' }).click();
    await waitForPath(page, RESULT);
    await page.getByTestId('bill-result-title').filter({ hasText: '支付成功' }).waitFor();

    // 查看充值: paid, to be written beside the meter; back at the meter the meter dies right after applying it
    await shown(page, 'bill-result-next').filter({ hasText: '查看充值' }).click();
    await shown(page, 'top-up-result').filter({ hasText: '已支付 ¥50.00，待写入表内' }).waitFor();
    await saveScreenshot(page, 'h5-device-pay-result');
    await shown(page, 'top-up-meter').click();
    await waitForPath(page, METER4);
    await shown(page, 'meter-pending').filter({ hasText: '已支付¥50.00' }).waitFor();
    await page.evaluate((mac) => {
      const sim = window.__asterSim?.meters[mac] as unknown as { radio: { injectFault(kind: string): void } } | undefined;
      sim?.radio.injectFault('die-after-recharge');
    }, meter.meterMac);
    await shown(page, 'meter-write').click();
    await shown(page, 'meter-write-status').filter({ hasNotText: '…' }).waitFor();
    expect((await simulatedMeter(page, meter.meterMac))?.balanceFen).toBe(meter.balanceFen + 5_000);

    // connecting again finishes the same recharge, not a second one
    await shown(page, 'meter-write').filter({ hasText: '蓝牙连接' }).click();
    await shown(page, 'meter-write-status').filter({ hasText: '未完成的充值已处理完毕' }).waitFor();
    await shown(page, 'meter-balance').filter({ hasText: `¥${((meter.balanceFen + 5_000) / 100).toFixed(2)}` }).waitFor();
    expect(await simulatedMeter(page, meter.meterMac)).toEqual({ balanceFen: meter.balanceFen + 5_000, applied: [1] });
    expect(await shown(page, 'meter-pending').count()).toBe(0);
    await saveScreenshot(page, 'h5-meter4-written');

    await shown(page, 'meter-days').click();
    await waitForPath(page, DAYS);
    await shown(page, 'usage-summary').filter({ hasText: '日均' }).waitFor();
    await page.waitForFunction(chartHasInk);
    await saveScreenshot(page, 'h5-meter-days');
    await page.goBack();
    await shown(page, 'meter-hours').click();
    await waitForPath(page, HOURS);
    await page.getByText('合计').first().waitFor();
    // Yesterday (China time) has all its 24 hours whenever the test runs.
    const yesterday = new Date(Date.now() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
    await shown(page, `usage-day-${yesterday}`).click();
    await page.getByText(`${yesterday} 合计`).waitFor();
    await page.waitForFunction(chartHasInk);
    await saveScreenshot(page, 'h5-meter-hours');

    // the flat's shared meter, cut when it ran dry and topped up since: 合闸 beside it
    await page.goto(`/aster/pages/device/meter2/index?meterId=${sharedId}`);
    await shown(page, 'meter-switched-off').filter({ hasText: '停止供电' }).waitFor();
    await page.evaluate((mac) => {
      if (window.__asterSim) window.__asterSim.pick = mac;
    }, shared.meterMac);
    await shown(page, 'meter-switch-on').click();
    await shown(page, 'meter-write-status').filter({ hasText: '已合闸，恢复供电' }).waitFor();
    await page.waitForFunction((mac) => window.__asterSim?.meters[mac]?.switchOn === true, shared.meterMac);
    await shown(page, 'meter-switched-off').waitFor({ state: 'detached' });
    await saveScreenshot(page, 'h5-meter2-switched-on');

    // 使用记录: the month's statement and one day's charges
    await shown(page, 'meter-records').click();
    await shown(page, 'records-head').waitFor();
    await shown(page, 'records-statement').click();
    await shown(page, 'statement-head').filter({ hasText: '充值扣费记录' }).waitFor();
    await page.locator('[data-testid^="statement-day-"]:visible').first().waitFor();
    await saveScreenshot(page, 'h5-meter-statement');
    await page.locator('[data-testid^="statement-day-"]:visible').first().click();
    await shown(page, 'day-charges-head').filter({ hasText: '扣费¥' }).waitFor();
    await saveScreenshot(page, 'h5-meter-day-charges');
  });

  it('tops up the electricity meter from the wallet balance: the balance and the meter move by the same amount', async () => {
    const { token } = await login();
    await h5.server.setWalletPassword(token, DEMO_TENANT_MOBILE, '135790');
    const home = await h5.server.getData<{ contracts: { rooms: { devices: { id: string; model: string }[] }[] }[] }>('/tapp/v3/smart-device/home', { token });
    const meterId = home.contracts.flatMap((c) => c.rooms.flatMap((r) => r.devices)).find((d) => d.model === 'device_meter')?.id ?? '';
    const meterFen = async () => (await h5.server.getData<{ balanceFen: number }>(`/tapp/v3/smart-device/meter/detail?meterId=${meterId}`, { token })).balanceFen;
    const walletFen = async () => (await h5.server.getData<{ availableFen: number }>('/tapp/v1/wallet/summary', { token })).availableFen;
    const [meterBefore, walletBefore] = [await meterFen(), await walletFen()];

    const { page } = await h5.newTab();
    await h5.openLoggedIn(page, token, `/pages/device/meter_charge/index?meterId=${meterId}`);
    await waitForPath(page, CHARGE);
    // a tenant with a payment password and money in the wallet starts on 余额支付
    await shown(page, 'meter-way-balance').filter({ hasText: '可用余额 ¥1,500.00' }).waitFor();
    expect(await shown(page, 'meter-way-balance').getAttribute('aria-checked')).toBe('true');
    await shown(page, 'meter-preset-50').click();
    for (const width of [320, 390, 430]) {
      await page.setViewportSize({ width, height: 844 });
      await shown(page, 'meter-pay').scrollIntoViewIfNeeded();
      await saveScreenshot(page, `h5-meter-charge-balance-${width}`);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await shown(page, 'meter-pay').click();
    const password = shown(page, 'wallet-password');
    await password.waitFor();
    await password.fill('135790');
    await shown(page, 'top-up-result').filter({ hasText: '充值成功 ¥50.00' }).waitFor();
    await shown(page, 'top-up-result-note').filter({ hasText: `当前余额¥${((meterBefore + 5_000) / 100).toFixed(2)}` }).waitFor();
    expect(await meterFen()).toBe(meterBefore + 5_000);
    expect(await walletFen()).toBe(walletBefore - 5_000);

    // more than the balance: 余额不足 said, and 在线支付 offered with the amount kept
    await page.goto(`${CHARGE}?meterId=${meterId}`);
    await shown(page, 'meter-amount').fill('2000');
    await shown(page, 'meter-way-balance').filter({ hasText: '余额不足（可用 ¥1,450.00）' }).waitFor();
    await shown(page, 'meter-pay').click();
    await page.getByText('余额不足，请选择其他支付方式').waitFor();
    expect(await shown(page, 'meter-way-online').getAttribute('aria-checked')).toBe('true');
    expect(await shown(page, 'meter-amount').inputValue()).toBe('2000');
    await saveScreenshot(page, 'h5-meter-charge-balance-low');
  });
});
