import { productionConfigProblems, serverConfigFromEnv } from '../config';

describe('the merchant key comes from the configuration (issue 16 item 1)', () => {
  it('is read from ASTER_MERCHANT_KEY; a short one stops the start with the variable named', () => {
    const key = 'k'.repeat(40);
    expect(serverConfigFromEnv({ ASTER_MERCHANT_KEY: key }).merchantKey).toBe(key);
    expect(() => serverConfigFromEnv({ ASTER_MERCHANT_KEY: 'short' })).toThrow(/ASTER_MERCHANT_KEY/);
    expect(serverConfigFromEnv({ ASTER_PAY_CONFIRM_AFTER_MS: '5000' }).pay).toMatchObject({ confirmAfterMs: 5000, reconcileIntervalMs: 60_000 });
  });

  it('is required in production: without it the configuration has a problem to refuse the start with', () => {
    expect(productionConfigProblems(serverConfigFromEnv({}))).toEqual([expect.stringContaining('ASTER_MERCHANT_KEY is required in production')]);
    expect(productionConfigProblems(serverConfigFromEnv({ ASTER_MERCHANT_KEY: 'k'.repeat(32) }))).toEqual([]);
  });
});
