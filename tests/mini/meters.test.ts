import { type Platform } from '../../packages/mp-harness/src';
import { miniBluetooth, tenantMeter } from '../support/devices';
import { asTenant, platforms, storedSession, useMiniApps, waitFor } from '../support/mini';
import { paymentApis } from '../support/pay';
import { DEMO_TENANT_MOBILE } from '../support/server';

// The meters in the built WeChat and Alipay bundles, one walk: 我的 -> 智能设备 -> the offline hot water meter, a top-up
// paid with the shell's sheet, written by Bluetooth beside a simulated meter that dies right after applying it,
// finished once on connecting again; then the day and hour use pages and their charts, and 合闸 of the flat's cut
// shared meter.
/** A canvas type="2d" for the use charts (the selector query of both platforms) whose context records what is drawn. */
function chartCanvas() {
  const drawn: string[] = [];
  const context = new Proxy({} as Record<string, unknown>, {
    get: (target, name) =>
      typeof name !== 'string'
        ? undefined
        : name in target
          ? target[name]
          : (...args: unknown[]) => {
              drawn.push(name === 'fillText' ? `text:${String(args[0])}` : name);
              if (name === 'measureText') return { width: String(args[0]).length * 6 };
              return name.startsWith('create') ? { addColorStop: () => undefined } : undefined;
            },
    set: (target, name, value) => {
      target[String(name)] = value;
      return true;
    },
  });
  const node = { width: 0, height: 0, getContext: () => context, toDataURL: () => '' };
  const size = { width: 330, height: 240 };
  const query = { select: () => query, fields: () => query, node: () => query, boundingClientRect: () => query, exec: (callback: (result: unknown[]) => void) => callback([{ node, ...size }, size]) };
  return { drawn, apis: { createSelectorQuery: () => query, getWindowInfo: () => ({ pixelRatio: 2 }) } };
}

describe.each(platforms)('meters in the built %s mini-program', (platform: Platform) => {
  // Each platform's walk logs the demo tenant in again within a minute: the server's gap between codes is shortened.
  const apps = useMiniApps({ sms: { phoneIntervalMs: 1 } });

  it('tops up an offline meter cut off mid-write, finishes it once, and reads the day and hour use', async () => {
    const { server } = apps;
    const tenant = await server.loginByPhone(DEMO_TENANT_MOBILE);
    const meter = await tenantMeter(server, tenant.token, 'meter4');
    const meterId = meter.id;
    const shared = await tenantMeter(server, tenant.token, 'meter2');
    const sharedId = shared.id;
    const bluetooth = miniBluetooth(platform, { locks: [], meters: [{ mac: meter.meterMac, balanceFen: meter.balanceFen }, { mac: shared.meterMac, balanceFen: shared.balanceFen }] });
    const pay = paymentApis(server, 'success');
    const canvas = chartCanvas();
    const app = await apps.launch(platform, {
      storage: storedSession(tenant),
      entry: '/pages/mine/index',
      apis: { ...bluetooth.apis, ...pay.apis, ...canvas.apis },
      authSetting: { 'scope.bluetooth': true },
    });
    pay.attach(app);
    const { shows, onPage, tap } = asTenant(app);
    const sim = bluetooth.meter(meter.meterMac);

    await tap('mine-entry-devices');
    await onPage('pages/device/device_index/index');
    await tap(`device-open-${meterId}`);
    await onPage('pages/device/meter4/index');
    await waitFor(app, 'the meter', () => shows('离线（蓝牙）'));

    await tap('meter-charge');
    await onPage('pages/device/meter_charge/index');
    await waitFor(app, 'the amounts', () => shows('50元'));
    await tap('meter-preset-50');
    await tap('meter-pay');
    await onPage('pages/bill/bill_result/index');
    await waitFor(app, 'the payment', () => shows('支付成功'));
    await tap('bill-result-next');
    await onPage('pages/device/device_pay_result/index');
    await waitFor(app, 'the top-up result', () => shows('已支付 ¥50.00，待写入表内'));
    await tap('top-up-meter');
    await onPage('pages/device/meter4/index');
    await waitFor(app, 'the paid top-up', () => shows('已支付¥50.00'));

    bluetooth.radio.injectFault('die-after-recharge');
    await tap('meter-write');
    await waitFor(app, 'the meter dying after applying', () => sim.balanceFen === meter.balanceFen + 5_000 && shows('蓝牙连接'));
    await tap('meter-write');
    await waitFor(app, 'the recharge finished', () => shows('未完成的充值已处理完毕') && shows(`¥${((meter.balanceFen + 5_000) / 100).toFixed(2)}`));
    expect([...sim.applied.values()]).toEqual([1]);
    expect(sim.balanceFen).toBe(meter.balanceFen + 5_000);

    await tap('meter-days');
    await onPage('pages/device/meter_record/analyse_range_detail');
    await waitFor(app, 'the day use', () => shows('日均'));
    // The chart is drawn by the library on the page's canvas type="2d" (Alipay hands it over on its onReady).
    const chartDrawn = async (what: string) => {
      if (platform === 'ali') {
        const page = app.currentPage();
        const [chart] = page.findAll((node: { props: Record<string, unknown> }) => node.props.id === 'meter-usage-chart');
        if (chart === undefined) throw new Error(`no chart canvas on the ${what} page`);
        page.dispatch(chart, 'ready');
      }
      await waitFor(app, `the ${what} chart drawn`, () => canvas.drawn.includes('draw'));
    };
    await chartDrawn('day use');
    expect(canvas.drawn.filter((call) => call === 'fill').length).toBeGreaterThan(0);
    await app.navigate('navigateBack', { delta: 1 });
    await tap('meter-hours');
    await onPage('pages/device/meter_record/analyse_range_detail_hours');
    await waitFor(app, 'the hour use', () => shows('合计'));
    // Yesterday (China time) has all its 24 hours whenever the test runs.
    const yesterday = new Date(Date.now() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
    canvas.drawn.splice(0);
    await tap(`usage-day-${yesterday}`);
    await waitFor(app, 'yesterday\'s use', () => shows(`${yesterday} 合计`));
    await chartDrawn('hour use');
    expect(canvas.drawn).toEqual(expect.arrayContaining(['text:吨', 'text:00']));

    // the flat's shared meter, cut when it ran dry and topped up since: 合闸 beside it
    await app.navigate('redirectTo', { url: `/pages/device/meter2/index?meterId=${sharedId}` });
    await onPage('pages/device/meter2/index');
    await waitFor(app, 'the cut meter', () => shows('表已断开（停止供电）'));
    await tap('meter-switch-on');
    await waitFor(app, 'the meter switched on', () => shows('已合闸，恢复供电'));
    expect(bluetooth.meter(shared.meterMac).switchOn).toBe(true);
    await waitFor(app, 'the page without the warning', () => !shows('表已断开'));

    // 使用记录: the month's statement
    await tap('meter-records');
    await onPage('pages/device/meter_record/index');
    await tap('records-statement');
    await onPage('pages/device/meter_record/charge_deductions');
    await waitFor(app, 'the statement', () => shows('用量扣费'));
  });

  it('tops up the electricity meter from the wallet balance: the balance and the meter move by the same amount', async () => {
    const { server } = apps;
    const tenant = await server.loginByPhone(DEMO_TENANT_MOBILE);
    await server.setWalletPassword(tenant.token, DEMO_TENANT_MOBILE, '135790');
    const meter = await tenantMeter(server, tenant.token, 'device_meter');
    const walletFen = async () => (await server.getData<{ availableFen: number }>('/tapp/v1/wallet/summary', { token: tenant.token })).availableFen;
    const walletBefore = await walletFen();
    const app = await apps.launch(platform, { storage: storedSession(tenant), entry: `/pages/device/meter_charge/index?meterId=${meter.id}` });
    const { shows, onPage, tap } = asTenant(app);
    await waitFor(app, 'the balance way', () => shows(`可用余额 ¥${(walletBefore / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`));
    await tap('meter-preset-50');
    await tap('meter-pay');
    await waitFor(app, 'the password sheet', () => app.currentPage().queryByTestId('wallet-password') !== undefined);
    await app.currentPage().input('wallet-password', '135790');
    await onPage('pages/device/device_pay_result/index');
    await waitFor(app, 'the top-up result', () => shows('充值成功 ¥50.00'));
    expect((await tenantMeter(server, tenant.token, 'device_meter')).balanceFen).toBe(meter.balanceFen + 5_000);
    expect(await walletFen()).toBe(walletBefore - 5_000);
  });
});
