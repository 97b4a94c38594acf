import fc from 'fast-check';
import { initialAlipaySubscription, reduceAlipaySubscription, type AlipaySubscriptionEvent } from './alipaySubscription';
import { meterAddWaterTaskToComplete } from './meterTask';

describe('Alipay subscription', () => {
  const checked = (mainSwitch: boolean, itemSetting?: string | null): AlipaySubscriptionEvent => ({
    type: 'checked',
    mainSwitch,
    itemSetting,
  });

  it('is subscribed only with the main switch on and the item on accept', () => {
    expect(reduceAlipaySubscription(initialAlipaySubscription, checked(true, 'accept')).isSubscribed).toBe(true);
    expect(reduceAlipaySubscription(initialAlipaySubscription, checked(false, 'accept')).isSubscribed).toBe(false);
    expect(reduceAlipaySubscription(initialAlipaySubscription, checked(true, 'reject')).isSubscribed).toBe(false);
    expect(reduceAlipaySubscription(initialAlipaySubscription, checked(true)).isSubscribed).toBe(false);
  });

  it('marks a refusal as rejected-forever, and a later positive check clears it', () => {
    const subscribed = reduceAlipaySubscription(initialAlipaySubscription, checked(true, 'accept'));
    const refused = reduceAlipaySubscription(subscribed, { type: 'refused' });
    expect(refused).toEqual({ isSubscribed: false, isRejectedForever: true });
    const stillRefused = reduceAlipaySubscription(refused, checked(false, 'accept'));
    expect(stillRefused).toEqual({ isSubscribed: false, isRejectedForever: true });
    expect(reduceAlipaySubscription(stillRefused, checked(true, 'accept'))).toEqual({
      isSubscribed: true,
      isRejectedForever: false,
    });
  });

  it('holds its invariants over any sequence of events', () => {
    const event = fc.oneof(
      fc.constant<AlipaySubscriptionEvent>({ type: 'refused' }),
      fc.record({
        type: fc.constant('checked' as const),
        mainSwitch: fc.boolean(),
        itemSetting: fc.constantFrom('accept', 'reject', null, undefined),
      }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 20 }), (events) => {
        let flags = initialAlipaySubscription;
        let refusedSincePositive = false;
        for (const e of events) {
          flags = reduceAlipaySubscription(flags, e);
          const positive = e.type === 'checked' && e.mainSwitch && e.itemSetting === 'accept';
          if (e.type === 'refused') refusedSincePositive = true;
          if (positive) refusedSincePositive = false;
          expect(flags.isSubscribed).toBe(positive);
          expect(flags.isRejectedForever).toBe(refusedSincePositive);
        }
      }),
    );
  });
});

describe('meterAddWaterTaskToComplete', () => {
  it('completes todoTaskId when taskType is 3', () => {
    expect(meterAddWaterTaskToComplete({ taskType: 3, todoTaskId: 88 })).toBe(88);
    expect(meterAddWaterTaskToComplete({ taskType: 3, todoTaskId: 't-1' })).toBe('t-1');
  });

  it('does nothing otherwise', () => {
    expect(meterAddWaterTaskToComplete({ taskType: 2, todoTaskId: 88 })).toBeNull();
    expect(meterAddWaterTaskToComplete({ taskType: 3 })).toBeNull();
    expect(meterAddWaterTaskToComplete({ taskType: 3, todoTaskId: '' })).toBeNull();
    expect(meterAddWaterTaskToComplete({ todoTaskId: 88 })).toBeNull();
    expect(meterAddWaterTaskToComplete(null)).toBeNull();
    expect(meterAddWaterTaskToComplete(undefined)).toBeNull();
  });
});
