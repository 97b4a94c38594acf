import { type Platform } from '../../packages/mp-harness/src';
import { miniBluetooth, tenantMeter } from '../support/devices';
import { asTenant, platforms, storedSession, useMiniApps, waitFor } from '../support/mini';
import { DEMO_TENANT_MOBILE } from '../support/server';

// 加水 in the built WeChat and Alipay bundles, one walk: 我的 -> 智能设备 -> the offline hot water meter, whose welcome
// allowance (500升 入住赠送热水) is written by Bluetooth beside a simulated water processor; the app is closed right
// after the processor wrote it (before the server heard), and the next visit finishes it without adding twice.
describe.each(platforms)('加水 in the built %s mini-program', (platform: Platform) => {
  const apps = useMiniApps();

  it('writes the allowance once though the app was closed between the write and the report, and lists it in 使用记录', async () => {
    const { server } = apps;
    const tenant = await server.loginByPhone(DEMO_TENANT_MOBILE);
    const meter = await tenantMeter(server, tenant.token, 'meter4');
    const meterId = meter.id;
    const bluetooth = miniBluetooth(platform, { locks: [], meters: [{ mac: meter.meterMac, balanceFen: meter.balanceFen }] });
    const sim = bluetooth.meter(meter.meterMac);
    const launch = () => apps.launch(platform, { storage: storedSession(tenant), entry: '/pages/mine/index', apis: bluetooth.apis, authSetting: { 'scope.bluetooth': true } });

    // the first visit: the processor writes the water, and its answer never reaches the app (the app is then closed)
    const first = await launch();
    const visit1 = asTenant(first);
    await visit1.tap('mine-entry-devices');
    await visit1.onPage('pages/device/device_index/index');
    await visit1.tap(`device-open-${meterId}`);
    await visit1.onPage('pages/device/meter4/index');
    await waitFor(first, 'the allowance', () => visit1.shows('物业赠送的热水500升待写入水表（入住赠送热水），请站在表旁打开蓝牙后点击“写入”'));
    bluetooth.radio.injectFault('drop-chunk');
    await visit1.tap('meter-water-write');
    await waitFor(first, 'the write cut off', () => sim.waterLitres === 500 && !visit1.shows('…') && visit1.shows('蓝牙写入'));
    first.close();

    // the next visit: the same allowance again; the processor answers "applied earlier", the server credits it once
    const second = await launch();
    const visit2 = asTenant(second);
    await second.navigate('redirectTo', { url: `/pages/device/meter4/index?meterId=${meterId}` });
    await visit2.onPage('pages/device/meter4/index');
    await waitFor(second, 'the allowance still waiting', () => visit2.shows('500升待写入水表'));
    await visit2.tap('meter-water-write');
    await waitFor(second, 'the allowance written', () => visit2.shows('已写入500升') && visit2.shows('剩余赠送水量 500 升'));
    expect(sim.waterLitres).toBe(500);
    expect(sim.waterWrites.size).toBe(1);

    await visit2.tap('meter-records');
    await visit2.onPage('pages/device/meter_record/index');
    await waitFor(second, 'the allowance in 使用记录', () => visit2.shows('入住赠送热水 500升') && visit2.shows('已写入水表'));
  });
});
