import { saveScreenshot, useH5Browser, waitForPath } from '../support/browser';
import { shown } from '../support/h5';
import { chooserOpenings, installSimulatedBluetooth, simulatedLock } from '../support/devices';
import { DEMO_TENANT_MOBILE } from '../support/server';

// The locks as the demo tenant meets them in Chromium, one walk: 我的 -> 智能设备, the room lock opened remotely and by
// Bluetooth (a simulated lock beside the fake Web Bluetooth; the chooser opens from the tap), its log, a temporary
// password, the lock's time set, the password form, then the entrance lock (gateway only) through 设备预览.
const h5 = useH5Browser();

const DEVICE_INDEX = '/aster/pages/device/device_index/index';
const LOCK = '/aster/pages/device/device_lock/index';
const TEMP = '/aster/pages/device/device_lock/tempPwd';
const SYNC = '/aster/pages/device/device_lock/syncTime';
const EDIT = '/aster/pages/device/device_lock/editPwd';
const PREVIEW = '/aster/pages/device/device_preview/index';
const LOCK2 = '/aster/pages/device/lock2/index';

/** The element of the page on show: H5 keeps the pages below it in the document, hidden. */

interface Lock {
  id: string;
  model: string;
  lockMac: string;
}

describe('locks on H5', () => {
  it('opens the door remotely and by Bluetooth, sends a temporary password and walks every lock page', async () => {
    const { token } = await h5.server.loginByPhone(DEMO_TENANT_MOBILE);
    const locks = await h5.server.getData<Lock[]>('/tapp/v1/intelligent/locks', { token });
    const roomLock = locks.find((lock) => lock.model === 'device_lock' && lock.id.startsWith('LK'));
    const entrance = locks.find((lock) => lock.model === 'lock2');
    if (roomLock === undefined || entrance === undefined) throw new Error('the demo tenant has no room or entrance lock');
    const { page, context } = await h5.newTab();
    await installSimulatedBluetooth(context, { locks: [{ mac: roomLock.lockMac }], meters: [] });
    await h5.openLoggedIn(page, token, '/pages/mine/index');
    await shown(page, 'mine-entry-devices').click();
    await waitForPath(page, DEVICE_INDEX);
    await shown(page, `device-${roomLock.id}`).waitFor();
    expect(await page.locator('body').innerText()).toContain('公共区域');
    await saveScreenshot(page, 'h5-device-index');

    await shown(page, `device-open-${roomLock.id}`).click();
    await waitForPath(page, LOCK);
    await shown(page, 'lock-status').filter({ hasText: '网关在线' }).waitFor();
    await shown(page, 'lock-remote-open').click();
    await shown(page, 'lock-remote-outcome').filter({ hasText: '门已打开' }).waitFor();

    await shown(page, 'lock-bluetooth-open').click();
    await shown(page, 'lock-bluetooth-status').filter({ hasText: '门已打开' }).waitFor();
    expect((await simulatedLock(page, roomLock.lockMac))?.opened).toBe(1);
    expect(await chooserOpenings(page)).toEqual([{ fromTap: true }]);
    await page.getByText('蓝牙开门', { exact: true }).last().waitFor();
    await saveScreenshot(page, 'h5-device-lock');

    await shown(page, 'lock-temp-password').click();
    await waitForPath(page, TEMP);
    await shown(page, 'temp-create').click();
    expect(await shown(page, 'temp-password').textContent()).toMatch(/^\d{8}$/);
    expect(await shown(page, 'temp-validity').textContent()).toContain('仅可使用一次');
    await saveScreenshot(page, 'h5-device-lock-temp-password');
    await page.goBack();
    await waitForPath(page, LOCK);

    await shown(page, 'lock-sync-time').click();
    await waitForPath(page, SYNC);
    await shown(page, 'sync-time').click();
    await shown(page, 'sync-time-status').filter({ hasText: '门锁时间已同步' }).waitFor();
    await saveScreenshot(page, 'h5-device-lock-sync-time');
    await page.goBack();
    await waitForPath(page, LOCK);

    await shown(page, 'lock-edit-password').click();
    await waitForPath(page, EDIT);
    await shown(page, 'edit-pwd-password').fill('1357');
    await shown(page, 'edit-pwd-submit').click();
    await page.getByText('请输入6位数字密码').waitFor();
    await saveScreenshot(page, 'h5-device-lock-edit-password');

    await page.goto(DEVICE_INDEX);
    await shown(page, `device-preview-${entrance.id}`).click();
    await waitForPath(page, PREVIEW);
    await shown(page, 'device-preview-name').filter({ hasText: '入户门锁' }).waitFor();
    await saveScreenshot(page, 'h5-device-preview');
    await shown(page, 'device-preview-open').click();
    await waitForPath(page, LOCK2);
    await shown(page, 'lock-remote-open').waitFor();
    expect(await shown(page, 'lock-bluetooth-open').count()).toBe(0);
    await saveScreenshot(page, 'h5-device-lock2');
  });
});
