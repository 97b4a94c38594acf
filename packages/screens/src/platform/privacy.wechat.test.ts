import type { WechatApi, WechatPrivacyResolution } from './miniApi';
import { privacy } from './privacy.wechat';
import type { PrivacyAnswer } from './privacy';

type Listener = Parameters<NonNullable<WechatApi['onNeedPrivacyAuthorization']>>[0];

const globals = globalThis as unknown as { wx?: Partial<WechatApi> };

function installWx(wx: Partial<WechatApi>): void {
  globals.wx = wx;
}

afterEach(() => {
  delete globals.wx;
});

describe('the WeChat privacy port', () => {
  it('registers nothing on a base library without the consent event', () => {
    installWx({ canIUse: () => false });
    const onNeed = jest.fn();
    expect(() => privacy.listen(onNeed)).not.toThrow();

    const register = jest.fn();
    installWx({ canIUse: () => false, onNeedPrivacyAuthorization: register });
    privacy.listen(onNeed);
    expect(register).not.toHaveBeenCalled();
    expect(onNeed).not.toHaveBeenCalled();
  });

  it.each([
    ['agree', { buttonId: 'agree-btn', event: 'agree' }],
    ['disagree', { event: 'disagree' }],
  ] as const)('reports the sheet, then resolves WeChat’s held call with "%s"', (choice: PrivacyAnswer, expected) => {
    let listener: Listener | undefined;
    installWx({ canIUse: (schema) => schema === 'onNeedPrivacyAuthorization', onNeedPrivacyAuthorization: (fn) => (listener = fn) });
    let answer: ((choice: PrivacyAnswer) => void) | undefined;
    privacy.listen((release) => (answer = release));
    expect(answer).toBeUndefined();

    const resolutions: WechatPrivacyResolution[] = [];
    listener?.((resolution) => resolutions.push(resolution), { referrer: 'getLocation' });
    expect(resolutions).toEqual([{ event: 'exposureAuthorization' }]);
    answer?.(choice);
    expect(resolutions).toEqual([{ event: 'exposureAuthorization' }, expected]);
  });

  it('opens the privacy contract where the base library has it, and does nothing where it has not', () => {
    const open = jest.fn();
    installWx({ openPrivacyContract: open });
    privacy.openContract();
    expect(open).toHaveBeenCalledTimes(1);
    installWx({});
    expect(() => privacy.openContract()).not.toThrow();
  });
});
