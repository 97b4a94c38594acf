import type { Page } from 'playwright-core';
import { saveScreenshot, useH5Browser, waitForPath } from '../support/browser';
import { installSimulatedBluetooth } from '../support/devices';
import { DEMO_TENANT_MOBILE } from '../support/server';

// 加水 as the demo tenant meets it in Chromium, one walk: 我的 -> 智能设备 -> the offline hot water meter, whose welcome
// allowance (500升 入住赠送热水) is written by Bluetooth beside the simulated water processor, then 使用记录 lists it;
// then the online cold water meter, given 200升 by the operator (its dev flag), written through its cloud.
const h5 = useH5Browser();

const DEVICE_INDEX = '/aster/pages/device/device_index/index';
const METER4 = '/aster/pages/device/meter4/index';
const RECORDS = '/aster/pages/device/meter_record/index';

const shown = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"]:visible`);

describe('加水 on H5', () => {
  it("writes the hot water meter's allowance by Bluetooth once, lists it in 使用记录, and the cold water meter's through its cloud", async () => {
    const { token } = await h5.server.loginByPhone(DEMO_TENANT_MOBILE);
    const home = await h5.server.getData<{ contracts: { rooms: { devices: { id: string; model: string }[] }[] }[] }>('/tapp/v3/smart-device/home', { token });
    const devices = home.contracts.flatMap((c) => c.rooms.flatMap((r) => r.devices));
    const hotId = devices.find((d) => d.model === 'meter4')?.id ?? '';
    const coldId = devices.find((d) => d.model === 'meter3')?.id ?? '';
    const hot = await h5.server.getData<{ meterMac: string; balanceFen: number }>(`/tapp/v3/smart-device/meter/detail?meterId=${hotId}`, { token });
    const { page, context } = await h5.newTab();
    await installSimulatedBluetooth(context, { locks: [], meters: [{ mac: hot.meterMac, balanceFen: hot.balanceFen }] });
    const handoff = await h5.server.handoffToken(token);
    await page.goto(`/oauth?token=${encodeURIComponent(handoff)}&redirectUrl=${encodeURIComponent('/pages/mine/index')}`);
    await page.locator('[data-testid="oauth-confirm"]:visible').click();
    await shown(page, 'mine-entry-devices').click();
    await waitForPath(page, DEVICE_INDEX);
    await shown(page, `device-open-${hotId}`).click();
    await waitForPath(page, METER4);
    await shown(page, 'meter-water-info').filter({ hasText: '物业赠送的热水500升待写入水表（入住赠送热水），请站在表旁打开蓝牙后点击“写入”' }).waitFor();
    await saveScreenshot(page, 'h5-meter4-add-water');

    await shown(page, 'meter-water-write').filter({ hasText: '蓝牙写入' }).click();
    await shown(page, 'meter-water-status').filter({ hasText: '已写入500升' }).waitFor();
    await shown(page, 'meter-water-credit').filter({ hasText: '剩余赠送水量 500 升' }).waitFor();
    await shown(page, 'meter-water-write').waitFor({ state: 'detached' });
    expect(await page.evaluate((mac) => window.__asterSim?.meters[mac]?.waterLitres, hot.meterMac)).toBe(500);
    await saveScreenshot(page, 'h5-meter4-water-written');

    await shown(page, 'meter-records').click();
    await waitForPath(page, RECORDS);
    await shown(page, 'records-water-credit').filter({ hasText: '剩余赠送水量 500 升' }).waitFor();
    await page.locator('[data-testid^="water-allowance-"]:visible').filter({ hasText: '已写入水表' }).filter({ hasText: '入住赠送热水 500升' }).waitFor();
    await saveScreenshot(page, 'h5-meter-records-water');

    const granted = await fetch(`${h5.server.origin}/__dev/meters/${coldId}/water-allowances`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ litres: 200, reason: '停水补偿' }) });
    expect(((await granted.json()) as { errorCode: string }).errorCode).toBe('0');
    await page.goto(`/aster/pages/device/meter3/index?meterId=${coldId}`);
    await shown(page, 'meter-water-info').filter({ hasText: '物业赠送的冷水200升待写入水表（停水补偿），点击“写入”即可到账' }).waitFor();
    await shown(page, 'meter-water-write').filter({ hasText: '写入' }).click();
    await shown(page, 'meter-water-status').filter({ hasText: '已写入200升' }).waitFor();
    await shown(page, 'meter-water-credit').filter({ hasText: '剩余赠送水量 200 升' }).waitFor();
    await saveScreenshot(page, 'h5-meter3-water-written');
  });
});
