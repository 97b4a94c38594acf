import type { Platform } from '../../packages/mp-harness/src';
import { miniBluetooth, tenantMeter } from '../support/devices';
import { applyToCheckOutOnLastOfferedDay, asTenant, platforms, storedSession, testIdOf, useMiniApps, waitFor } from '../support/mini';
import { DEMO_TENANT_MOBILE } from '../support/server';

// 退租清零 in the built WeChat and Alipay bundles, one walk: apply to check out of the rented room (HTDEMO05), then
// 我的 -> 智能设备 -> the offline hot water meter asks to zero it; 蓝牙清零 beside a simulated meter whose answer is
// cut on the air after it cleared (the phones here negotiate a large MTU, so the command goes in one write and cannot
// be cut mid-write as in the H5 journey): the same zeroing is sent again, the meter answers the same amount, and the
// refund shows once, in place of 充值, in 使用记录 and in the wallet.

describe.each(platforms)('退租清零 in the built %s mini-program', (platform: Platform) => {
  const apps = useMiniApps();

  it('applies to check out, zeroes the offline meter by Bluetooth through a lost answer, and gets the money back once', async () => {
    const { server } = apps;
    const tenant = await server.loginByPhone(DEMO_TENANT_MOBILE);
    const contracts = await server.getData<{ id: string; contractNo: string }[]>('/tapp/v1/contract/list', { token: tenant.token });
    const renting = contracts.find((contract) => contract.contractNo === 'HTDEMO05')?.id ?? '';
    const meter = await tenantMeter(server, tenant.token, 'meter4');
    const meterId = meter.id;
    const walletBefore = (await server.getData<{ availableFen: number }>('/tapp/v1/wallet/summary', { token: tenant.token })).availableFen;
    const yuan = (meter.balanceFen / 100).toFixed(2);
    const bluetooth = miniBluetooth(platform, { locks: [], meters: [{ mac: meter.meterMac, balanceFen: meter.balanceFen }] });
    const app = await apps.launch(platform, {
      storage: storedSession(tenant),
      entry: `/pages/service/pages/applyCheckout/index?contractId=${renting}`,
      apis: bluetooth.apis,
      authSetting: { 'scope.bluetooth': true },
    });
    const { shows, onPage, has, tap } = asTenant(app);
    const sim = bluetooth.meter(meter.meterMac);

    await applyToCheckOutOnLastOfferedDay(app);

    // 我的 -> 智能设备 -> 热水表
    await app.navigate('reLaunch', { url: '/pages/mine/index' });
    await tap('mine-entry-devices');
    await onPage('pages/device/device_index/index');
    await tap(`device-open-${meterId}`);
    await onPage('pages/device/meter4/index');
    await waitFor(app, 'the 退租清零 card', () => shows(`退租前请将表内余额清零，剩余¥${yuan}将退回您的钱包余额`));

    bluetooth.radio.injectFault('drop-chunk');
    await tap('meter-zero-bluetooth');
    await waitFor(app, 'the refund', () => shows(`已清零，¥${yuan} 已退回钱包`), 20_000);
    expect(bluetooth.radio.stats.faults['drop-chunk']).toBe(1);
    expect(sim.zeroingsApplied).toBe(1);
    expect(sim.lastZeroing?.clearedFen).toBe(meter.balanceFen);
    expect(sim.balanceFen).toBe(0);
    await waitFor(app, '充值 given way', () => shows('退租办理中的表不能再充值') && !has('meter-charge'));

    await tap('meter-records');
    await onPage('pages/device/meter_record/index');
    await waitFor(app, 'the zeroing in 使用记录', () => shows(`退租清零 −¥${yuan}`));
    const zeroing = app.currentPage().findAll((node) => testIdOf(node).startsWith('zeroing-'))[0];
    if (zeroing === undefined) throw new Error('no zeroing row');
    await app.currentPage().tap(zeroing);
    await onPage('pages/wallet/financial_list/index');
    await waitFor(app, 'the refund in 资金明细', () => shows('热水表退租清零'));
    expect(app.currentPage().text().split('热水表退租清零').length - 1).toBe(1);
    const walletAfter = (await server.getData<{ availableFen: number }>('/tapp/v1/wallet/summary', { token: tenant.token })).availableFen;
    expect(walletAfter - walletBefore).toBe(meter.balanceFen);
  });
});
