import type { UiPort } from '@aster/core-api';
import type { UpdatePort } from '../platform/updates';
import { storageKeys } from '@aster/core-domain';
import { UPDATE_PROMPT, companyIdFromLaunch, pageNotFoundUrl, pendingPaymentUrl, watchForUpdates } from './launch';

describe('companyIdFromLaunch', () => {
  it('reads c=digits from mini-program launch options and from an H5 query string', () => {
    expect(companyIdFromLaunch({ c: '12' })).toBe('12');
    expect(companyIdFromLaunch('?a=1&c=0')).toBe('0');
  });

  it('ignores a missing or non-digit company', () => {
    expect(companyIdFromLaunch({})).toBeNull();
    expect(companyIdFromLaunch({ c: '12x' })).toBeNull();
    expect(companyIdFromLaunch({ c: '' })).toBeNull();
    expect(companyIdFromLaunch('?cc=3')).toBeNull();
    expect(companyIdFromLaunch({ c: '1&c=2' })).toBeNull();
  });
});

describe('pageNotFoundUrl', () => {
  const built = new Set(['pages/index/index', 'pages/house_detail/index', 'pages/service/pages/repair/list']);

  it('rewrites house_detail_building to house_detail and keeps the query', () => {
    expect(pageNotFoundUrl('pages/house_detail_building/index', { id: '7' }, built)).toBe(
      '/pages/house_detail/index?id=7',
    );
  });

  it('maps short aliases and /aster paths to their page', () => {
    expect(pageNotFoundUrl('repair', {}, built)).toBe('/pages/service/pages/repair/list');
    expect(pageNotFoundUrl('/aster/pages/house_detail/index', {}, built)).toBe('/pages/house_detail/index');
  });

  it('encodes the query once: the mini-programs hand it over still percent-encoded', () => {
    expect(pageNotFoundUrl('repair', { redirectUrl: '%2Fpages%2Fmine%2Findex' }, built)).toBe(
      '/pages/service/pages/repair/list?redirectUrl=%2Fpages%2Fmine%2Findex',
    );
    expect(pageNotFoundUrl('repair', { q: '50% off' }, built)).toBe('/pages/service/pages/repair/list?q=50%25%20off');
  });

  it('opens home for unknown pages and for pages not in this build', () => {
    expect(pageNotFoundUrl('pages/nowhere/index', { a: '1' }, built)).toBe('/pages/index/index');
    expect(pageNotFoundUrl('pages/bill/bill_list/index', {}, built)).toBe('/pages/index/index');
  });
});

describe('watchForUpdates', () => {
  function fakes(answer: boolean) {
    let ready: (() => void) | undefined;
    const applied: string[] = [];
    const dialogs: unknown[] = [];
    const updates: UpdatePort = {
      onUpdateReady: (callback) => {
        ready = callback;
      },
      applyUpdate: () => applied.push('applied'),
    };
    const ui: UiPort = {
      showToast: () => undefined,
      showLoading: () => undefined,
      hideLoading: () => undefined,
      showModal: (options) => {
        dialogs.push(options);
        return Promise.resolve(answer);
      },
    };
    watchForUpdates(updates, ui);
    return { fire: () => ready?.(), applied, dialogs };
  }

  it('asks nothing until an update is ready', () => {
    const { dialogs } = fakes(true);
    expect(dialogs).toEqual([]);
  });

  it('shows the spec prompt without a cancel button and applies the update on confirm', async () => {
    const { fire, applied, dialogs } = fakes(true);
    fire();
    await Promise.resolve();
    expect(dialogs).toEqual([{ ...UPDATE_PROMPT, showCancel: false, confirmText: '确定' }]);
    expect(applied).toEqual(['applied']);
  });

  it('does not restart when the dialog is dismissed by the system', async () => {
    const { fire, applied } = fakes(false);
    fire();
    await Promise.resolve();
    expect(applied).toEqual([]);
  });
});

describe('pendingPaymentUrl (payData after a kill in the payment sheet)', () => {
  const stored = (value: unknown) => {
    const values = new Map<string, string>([[storageKeys.payData, JSON.stringify(value)]]);
    return { values, get: (key: string) => values.get(key) ?? null, set: (key: string, text: string) => void values.set(key, text), remove: (key: string) => void values.delete(key) };
  };
  const pending = { orderNo: 'P1', amount: '88.00', title: '账单', startedAt: 1_000 };

  it("opens the order's result page on a plain launch, once", () => {
    const storage = stored(pending);
    expect(pendingPaymentUrl(storage, 2_000, 'pages/index/index')).toBe('/pages/bill/bill_result/index?newOrderNo=P1&amount=88.00&title=%E8%B4%A6%E5%8D%95');
    expect(pendingPaymentUrl(storage, 2_000, 'pages/index/index')).toBeNull();
  });

  it('leaves a launch onto another page alone, and forgets the payment', () => {
    const storage = stored(pending);
    expect(pendingPaymentUrl(storage, 2_000, 'pages/house_detail/index')).toBeNull();
    expect(storage.values.has(storageKeys.payData)).toBe(false);
  });
});
