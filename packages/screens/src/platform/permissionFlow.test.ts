import type { UiPort } from '@aster/core-api';
import type { AuthSetting } from './miniApi';
import { CAPABILITY_PURPOSES, ensurePermissionWith, refusalPrompt, type AuthApi, type Capability } from './permissionFlow';

type ModalOptions = Parameters<UiPort['showModal']>[0];

function fakeUi(confirm: boolean) {
  const modals: ModalOptions[] = [];
  const ui: UiPort = {
    showToast: () => undefined,
    showLoading: () => undefined,
    hideLoading: () => undefined,
    showModal: (options) => {
      modals.push(options);
      return Promise.resolve(confirm);
    },
  };
  return { ui, modals };
}

interface FakeOptions {
  setting?: AuthSetting | Error;
  authorize?: 'ok' | 'refuse' | null;
  afterSettings?: AuthSetting | Error;
  scopes?: Partial<Record<Capability, string | null>>;
}

function fakeApi({ setting = {}, authorize = 'ok', afterSettings = {}, scopes = {} }: FakeOptions) {
  const calls: string[] = [];
  const api: AuthApi = {
    scope: (capability) => (capability in scopes ? (scopes[capability] ?? null) : `scope.${capability}`),
    getSetting: () => {
      calls.push('getSetting');
      return setting instanceof Error ? Promise.reject(setting) : Promise.resolve(setting);
    },
    authorize:
      authorize === null
        ? null
        : (scope) => {
            calls.push(`authorize ${scope}`);
            return authorize === 'ok' ? Promise.resolve() : Promise.reject(new Error('authorize:fail auth deny'));
          },
    openSetting: () => {
      calls.push('openSetting');
      return afterSettings instanceof Error ? Promise.reject(afterSettings) : Promise.resolve(afterSettings);
    },
  };
  return { api, calls };
}

describe('ensurePermissionWith', () => {
  it('grants a scope the user allowed before without asking or explaining', async () => {
    const { api, calls } = fakeApi({ setting: { 'scope.location': true } });
    const { ui, modals } = fakeUi(true);
    await expect(ensurePermissionWith(api, ui, 'location')).resolves.toBe('granted');
    expect(calls).toEqual(['getSetting']);
    expect(modals).toEqual([]);
  });

  it('asks a scope never asked for, and takes a refusal (or a declined privacy consent) quietly', async () => {
    const granted = fakeApi({ setting: { 'scope.album': true } });
    const { ui, modals } = fakeUi(true);
    await expect(ensurePermissionWith(granted.api, ui, 'location')).resolves.toBe('granted');
    expect(granted.calls).toEqual(['getSetting', 'authorize scope.location']);

    const refused = fakeApi({ authorize: 'refuse' });
    await expect(ensurePermissionWith(refused.api, ui, 'bluetooth')).resolves.toBe('denied');
    expect(refused.calls).toEqual(['getSetting', 'authorize scope.bluetooth']);
    expect(modals).toEqual([]);
  });

  it('leaves the asking to the call where the platform has no authorize (Alipay) or no scope', async () => {
    const { ui, modals } = fakeUi(true);
    const noAuthorize = fakeApi({ authorize: null });
    await expect(ensurePermissionWith(noAuthorize.api, ui, 'album')).resolves.toBe('granted');
    const noScope = fakeApi({ scopes: { bluetooth: null } });
    await expect(ensurePermissionWith(noScope.api, ui, 'bluetooth')).resolves.toBe('granted');
    expect(noScope.calls).toEqual([]);
    expect(modals).toEqual([]);
  });

  it('explains a remembered refusal and opens the settings page when the user agrees', async () => {
    const { api, calls } = fakeApi({ setting: { 'scope.location': false }, afterSettings: { 'scope.location': true } });
    const { ui, modals } = fakeUi(true);
    await expect(ensurePermissionWith(api, ui, 'location')).resolves.toBe('granted');
    expect(calls).toEqual(['getSetting', 'openSetting']);
    expect(modals).toEqual([refusalPrompt('location')]);
  });

  it('stays denied when the user cancels the explanation or leaves the setting off', async () => {
    const cancelled = fakeApi({ setting: { 'scope.location': false } });
    await expect(ensurePermissionWith(cancelled.api, fakeUi(false).ui, 'location')).resolves.toBe('denied');
    expect(cancelled.calls).toEqual(['getSetting']);

    const stillOff = fakeApi({ setting: { 'scope.location': false }, afterSettings: { 'scope.location': false } });
    await expect(ensurePermissionWith(stillOff.api, fakeUi(true).ui, 'location')).resolves.toBe('denied');
    const failed = fakeApi({ setting: { 'scope.location': false }, afterSettings: new Error('openSetting:fail') });
    await expect(ensurePermissionWith(failed.api, fakeUi(true).ui, 'location')).resolves.toBe('denied');
  });

  it('treats an unreadable setting as never asked instead of throwing', async () => {
    const { api, calls } = fakeApi({ setting: new Error('getSetting:fail'), authorize: 'refuse' });
    await expect(ensurePermissionWith(api, fakeUi(true).ui, 'location')).resolves.toBe('denied');
    expect(calls).toEqual(['getSetting', 'authorize scope.location']);
  });
});

describe('refusalPrompt', () => {
  it.each(['location', 'album', 'bluetooth'] as const)('names %s, says why and offers the settings page', (capability) => {
    const prompt = refusalPrompt(capability);
    const { name, purpose, withoutIt } = CAPABILITY_PURPOSES[capability];
    expect(prompt.title).toBe(`需要${name}权限`);
    expect(prompt.content).toContain(purpose);
    expect(prompt.content).toContain(withoutIt);
    expect(prompt).toMatchObject({ showCancel: true, confirmText: '去设置' });
  });

  it('tells a tenant refusing location that the city can still be chosen by hand', () => {
    expect(refusalPrompt('location').content).toContain('手动选择城市');
  });
});
