import { parseServerConfig, serverConfigFromEnv } from './config';

describe('server configuration', () => {
  it('has safe defaults: no trusted proxy, no public origin, bounded requests', () => {
    const config = serverConfigFromEnv({});
    expect(config.trustProxy).toEqual([]);
    expect(config.publicOrigin).toBeUndefined();
    expect(config.http.requestTimeoutMs).toBeGreaterThan(0);
    expect(config.limits.unpaidReservationsPerTenant).toBeGreaterThan(0);
  });

  it('reads each setting from its variable', () => {
    const config = serverConfigFromEnv({
      ASTER_PUBLIC_ORIGIN: 'https://aster.example.com/ignored/path',
      ASTER_TRUST_PROXY: '10.0.0.1, 192.168.0.0/16',
      ASTER_LIMIT_UNPAID_RESERVATIONS: '4',
      ASTER_REQUEST_TIMEOUT_MS: '5000',
    });
    expect(config.publicOrigin).toBe('https://aster.example.com');
    expect(config.trustProxy).toEqual(['10.0.0.1', '192.168.0.0/16']);
    expect(config.limits.unpaidReservationsPerTenant).toBe(4);
    expect(config.http.requestTimeoutMs).toBe(5000);
    expect(config.http.bodyLimitBytes).toBe(parseServerConfig().http.bodyLimitBytes);
  });

  it('refuses a malformed value, naming its variable', () => {
    expect(() => serverConfigFromEnv({ ASTER_LIMIT_BOOKED_VIEWINGS: 'many' })).toThrow(/ASTER_LIMIT_BOOKED_VIEWINGS/);
    expect(() => serverConfigFromEnv({ ASTER_PUBLIC_ORIGIN: 'javascript:alert(1)' })).toThrow(/ASTER_PUBLIC_ORIGIN/);
  });
});
