import type { Page } from 'playwright-core';
import { saveScreenshot, useH5Browser, waitForPath } from '../support/browser';
import { installSimulatedBluetooth } from '../support/devices';
import { shown } from '../support/h5';
import { DEMO_TENANT_MOBILE } from '../support/server';

// 退租清零 as the demo tenant meets it in Chromium, one walk: apply to check out of the rented room (HTDEMO05), then
// 我的 -> 智能设备 -> the offline hot water meter, whose page asks to zero it before moving out; 蓝牙清零 beside the
// simulated meter with the radio dropping once mid-write; the refund shows once, in place of 充值, in 使用记录 and in
// the wallet's 资金明细.
const h5 = useH5Browser();

const APPLY_CHECKOUT = '/aster/pages/service/pages/applyCheckout/index';
const APPLY_CHECKOUT_DETAIL = '/aster/pages/service/pages/applyCheckoutDetail/index';
const DEVICE_INDEX = '/aster/pages/device/device_index/index';
const METER4 = '/aster/pages/device/meter4/index';
const RECORDS = '/aster/pages/device/meter_record/index';
const WALLET_MOVEMENTS = '/aster/pages/wallet/financial_list/index';

interface SimulatedZeroing {
  balanceFen: number;
  zeroingsApplied: number;
  lastZeroing: { id: number; clearedFen: number } | null;
  dropsMidWrite: number;
}

const simulatedMeter = (page: Page, mac: string): Promise<SimulatedZeroing | null> =>
  page.evaluate((wanted) => {
    const meter = window.__asterSim?.meters[wanted] as unknown as
      | { balanceFen: number; zeroingsApplied: number; lastZeroing: { id: number; clearedFen: number } | null; radio: { stats: { faults: Record<string, number> } } }
      | undefined;
    return meter === undefined
      ? null
      : { balanceFen: meter.balanceFen, zeroingsApplied: meter.zeroingsApplied, lastZeroing: meter.lastZeroing, dropsMidWrite: meter.radio.stats.faults['disconnect-mid-write'] ?? 0 };
  }, mac);

describe('退租清零 on H5', () => {
  it('applies to check out, zeroes the offline meter by Bluetooth through a dropped link, and gets the money back once', async () => {
    const { token } = await h5.server.loginByPhone(DEMO_TENANT_MOBILE);
    const contracts = await h5.server.getData<{ id: string; contractNo: string }[]>('/tapp/v1/contract/list', { token });
    const renting = contracts.find((contract) => contract.contractNo === 'HTDEMO05')?.id ?? '';
    const home = await h5.server.getData<{ contracts: { rooms: { devices: { id: string; model: string }[] }[] }[] }>('/tapp/v3/smart-device/home', { token });
    const meterId = home.contracts.flatMap((c) => c.rooms.flatMap((r) => r.devices)).find((d) => d.model === 'meter4')?.id ?? '';
    const meter = await h5.server.getData<{ meterMac: string; balanceFen: number }>(`/tapp/v3/smart-device/meter/detail?meterId=${meterId}`, { token });
    const walletBefore = (await h5.server.getData<{ availableFen: number }>('/tapp/v1/wallet/summary', { token })).availableFen;
    const yuan = (meter.balanceFen / 100).toFixed(2);

    const { page, context } = await h5.newTab();
    await installSimulatedBluetooth(context, { locks: [], meters: [{ mac: meter.meterMac, balanceFen: meter.balanceFen }] });
    await h5.openLoggedIn(page, token, `/pages/service/pages/applyCheckout/index?contractId=${renting}`);

    // 退租申请 for a day the sheet offers
    await waitForPath(page, APPLY_CHECKOUT);
    await shown(page, 'apply-checkout-date').click();
    await shown(page, 'date-next').click();
    await page.locator('[data-testid^="date-20"][aria-disabled="false"]:visible').last().click();
    await shown(page, 'apply-checkout-net').waitFor();
    await shown(page, 'apply-checkout-submit').click();
    await waitForPath(page, APPLY_CHECKOUT_DETAIL);
    await shown(page, 'apply-checkout-detail-status').filter({ hasText: '退租申请中' }).waitFor();

    // 我的 -> 智能设备 -> 热水表: the card asks to zero the meter before moving out
    await page.goto('/aster/pages/mine/index');
    await shown(page, 'mine-entry-devices').click();
    await waitForPath(page, DEVICE_INDEX);
    await shown(page, `device-open-${meterId}`).click();
    await waitForPath(page, METER4);
    await shown(page, 'meter-zero-due').filter({ hasText: `退租前请将表内余额清零，剩余¥${yuan}将退回您的钱包余额` }).waitFor();
    await saveScreenshot(page, 'h5-meter-zero-due');

    // 蓝牙清零 while the link drops once mid-write: the same zeroing is sent again, the meter clears once
    await page.evaluate((mac) => {
      const sim = window.__asterSim?.meters[mac] as unknown as { radio: { injectFault(kind: string): void } } | undefined;
      sim?.radio.injectFault('disconnect-mid-write');
    }, meter.meterMac);
    await shown(page, 'meter-zero-bluetooth').click();
    await shown(page, 'meter-zero-done').filter({ hasText: `已清零，¥${yuan} 已退回钱包` }).waitFor();
    const sim = await simulatedMeter(page, meter.meterMac);
    expect(sim).toMatchObject({ balanceFen: 0, zeroingsApplied: 1, dropsMidWrite: 1, lastZeroing: { clearedFen: meter.balanceFen } });
    await shown(page, 'meter-zeroed-no-top-up').filter({ hasText: '退租办理中的表不能再充值' }).waitFor();
    expect(await shown(page, 'meter-charge').count()).toBe(0);
    await shown(page, 'meter-balance').filter({ hasText: '¥0.00' }).waitFor();
    await saveScreenshot(page, 'h5-meter-zeroed');

    // 使用记录 lists it; it leads to 资金明细, where the refund is once
    await shown(page, 'meter-records').click();
    await waitForPath(page, RECORDS);
    const row = page.locator('[data-testid^="zeroing-"]:visible').filter({ hasText: `退租清零 −¥${yuan}` });
    await row.waitFor();
    await saveScreenshot(page, 'h5-meter-zero-records');
    await row.click();
    await waitForPath(page, WALLET_MOVEMENTS);
    await page.locator('[data-testid^="wallet-movement-"]:visible').first().waitFor();
    expect(await page.locator('[data-testid^="wallet-movement-"]:visible').filter({ hasText: '热水表退租清零' }).count()).toBe(1);
    await saveScreenshot(page, 'h5-meter-zero-wallet');
    const walletAfter = (await h5.server.getData<{ availableFen: number }>('/tapp/v1/wallet/summary', { token })).availableFen;
    expect(walletAfter - walletBefore).toBe(meter.balanceFen);
  });
});
