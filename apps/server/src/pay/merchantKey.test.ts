import { serverConfigFromEnv } from '../config';

/** It signs only the simulated provider's notifies (issue 39): production pays through real gateways and needs none. */
describe('the merchant key comes from the configuration (issue 16 item 1)', () => {
  it('is read from ASTER_MERCHANT_KEY; a short one stops the start with the variable named', () => {
    const key = 'k'.repeat(40);
    expect(serverConfigFromEnv({ ASTER_MERCHANT_KEY: key }).merchantKey).toBe(key);
    expect(() => serverConfigFromEnv({ ASTER_MERCHANT_KEY: 'short' })).toThrow(/ASTER_MERCHANT_KEY/);
    expect(serverConfigFromEnv({ ASTER_PAY_CONFIRM_AFTER_MS: '5000' }).pay).toMatchObject({ confirmAfterMs: 5000, reconcileIntervalMs: 60_000 });
  });
});
