import { okAnswer } from '@aster/core-api/testing';
import { openScreen } from '@screens/testing/openScreen';
import { setSimulatedBluetooth } from '@screens/features/device/bluetooth';
import { lockCommandAnswer, lockDetailOf, simulatedLockInRange, until } from '@screens/features/device/testing';
import { passwordProblem } from '@screens/features/device/LockForms';
import EditPwdPage from './EditPwdPage';

jest.mock('remax', () => ({ useQuery: () => ({ lockId: 'LK1001' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const digits = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

describe('device_lock/editPwd', () => {
  afterEach(() => setSimulatedBluetooth(null));

  it('checks the two fields before anything is sent', () => {
    expect(passwordProblem('12345', '12345')).toEqual({ field: 'password', text: '请输入6位数字密码' });
    expect(passwordProblem('12a456', '12a456')?.field).toBe('password');
    expect(passwordProblem('123456', '123465')).toEqual({ field: 'again', text: '两次输入的密码不一致' });
    expect(passwordProblem('123456', '123456')).toBeNull();
  });

  it('writes the new password to the lock over Bluetooth with the command the server built; a mistyped one stays typed', async () => {
    const lock = simulatedLockInRange();
    const page = await openScreen(EditPwdPage, {
      answers: { '/lock/detail': () => okAnswer(lockDetailOf()), '/pwd/updatePwdCmd': lockCommandAnswer('updatePassword', [0, 7, ...digits('246810')]), '/submitCmdResponse': () => okAnswer({}) },
    });
    await page.type('edit-pwd-password', '246810');
    await page.type('edit-pwd-again', '246801');
    await page.tap('edit-pwd-submit');
    expect(page.text()).toContain('两次输入的密码不一致');
    expect(page.value('edit-pwd-password')).toBe('246810');
    expect(page.sent('/pwd/updatePwdCmd')).toHaveLength(0);

    await page.type('edit-pwd-again', '246810');
    await page.tap('edit-pwd-submit');
    await until(() => page.text().includes('密码已修改，请使用新密码开门'));
    expect(lock.passwords.get(7)).toBe('246810');
    expect(JSON.parse(page.sent('/pwd/updatePwdCmd')[0]?.data ?? '{}')).toEqual({ lockId: 'LK1001', lockAuthId: '7', password: '246810' });
    page.unmount();
  });
});
