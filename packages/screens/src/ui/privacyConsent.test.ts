import type { PrivacyAnswer } from '../platform/privacy';
import { createConsentGate } from './privacyConsent';

describe('createConsentGate', () => {
  it('opens on the first held call and tells subscribers once', () => {
    const gate = createConsentGate();
    const changes: boolean[] = [];
    gate.subscribe(() => changes.push(gate.isOpen()));
    expect(gate.isOpen()).toBe(false);
    gate.hold(() => undefined);
    gate.hold(() => undefined);
    expect(gate.isOpen()).toBe(true);
    expect(changes).toEqual([true]);
  });

  it.each(['agree', 'disagree'] as const)('releases every held call with "%s" and closes', (choice) => {
    const gate = createConsentGate();
    const released: PrivacyAnswer[] = [];
    gate.hold((answer) => released.push(answer));
    gate.hold((answer) => released.push(answer));
    gate.answer(choice);
    expect(released).toEqual([choice, choice]);
    expect(gate.isOpen()).toBe(false);
  });

  it('ignores an answer when nothing is held (a second tap) and releases each call only once', () => {
    const gate = createConsentGate();
    const released: PrivacyAnswer[] = [];
    const changes: boolean[] = [];
    gate.subscribe(() => changes.push(gate.isOpen()));
    gate.answer('agree');
    gate.hold((answer) => released.push(answer));
    gate.answer('disagree');
    gate.answer('agree');
    expect(released).toEqual(['disagree']);
    expect(changes).toEqual([true, false]);
  });

  it('stops telling a subscriber after it unsubscribes', () => {
    const gate = createConsentGate();
    const changes: boolean[] = [];
    const unsubscribe = gate.subscribe(() => changes.push(gate.isOpen()));
    unsubscribe();
    gate.hold(() => undefined);
    expect(changes).toEqual([]);
  });
});
