import type { Banner } from '@aster/core-api';
import type { StoragePort } from '@aster/core-domain';
import { popupClosedBefore, popupSeenKey, rememberPopupClosed } from './popupSeen';

function memoryStorage(): StoragePort & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, get: (key) => map.get(key) ?? null, set: (key, value) => void map.set(key, value), remove: (key) => void map.delete(key) };
}

const popup = (over: Partial<Banner> = {}): Banner => ({ id: '9', positionType: 4, imageUrl: 'https://api.test/a.svg', title: '社区活动报名中', linkUrl: '/aster/pages/activity/activity', ...over });

describe('the home popup, once per activity', () => {
  it('is closed for good once closed, for that account only', () => {
    const storage = memoryStorage();
    expect(popupClosedBefore(storage, 'u1', popup())).toBe(false);
    rememberPopupClosed(storage, 'u1', popup());
    expect(popupClosedBefore(storage, 'u1', popup())).toBe(true);
    expect(popupClosedBefore(storage, 'u2', popup())).toBe(false);
    expect(popupClosedBefore(storage, null, popup())).toBe(false);
  });

  it("counts what this device closed as a guest for whoever logs in on it, and never an account's for the guest", () => {
    const storage = memoryStorage();
    rememberPopupClosed(storage, 'u1', popup());
    expect(popupClosedBefore(storage, null, popup())).toBe(false);
    rememberPopupClosed(storage, null, popup({ id: '10' }));
    expect(storage.map.has(popupSeenKey(null))).toBe(true);
    expect(popupClosedBefore(storage, null, popup({ id: '10' }))).toBe(true);
    expect(popupClosedBefore(storage, 'u2', popup({ id: '10' }))).toBe(true);
  });

  it('shows again for another activity: another banner, or the same banner with a new link or picture', () => {
    const storage = memoryStorage();
    rememberPopupClosed(storage, 'u1', popup());
    expect(popupClosedBefore(storage, 'u1', popup({ id: '10' }))).toBe(false);
    expect(popupClosedBefore(storage, 'u1', popup({ linkUrl: '/aster/pages/activity/activity_detail?id=3' }))).toBe(false);
    expect(popupClosedBefore(storage, 'u1', popup({ imageUrl: 'https://api.test/b.svg' }))).toBe(false);
  });

  it('reads anything unreadable as nothing closed, and remembers the last 20', () => {
    const storage = memoryStorage();
    storage.set(popupSeenKey('u1'), '{not json');
    expect(popupClosedBefore(storage, 'u1', popup())).toBe(false);
    storage.set(popupSeenKey('u1'), JSON.stringify({ id: '9' }));
    expect(popupClosedBefore(storage, 'u1', popup())).toBe(false);
    for (let id = 1; id <= 21; id += 1) rememberPopupClosed(storage, 'u1', popup({ id: String(id) }));
    expect(popupClosedBefore(storage, 'u1', popup({ id: '1' }))).toBe(false);
    expect(popupClosedBefore(storage, 'u1', popup({ id: '2' }))).toBe(true);
    expect(popupClosedBefore(storage, 'u1', popup({ id: '21' }))).toBe(true);
  });
});
