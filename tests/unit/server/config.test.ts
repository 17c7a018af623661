import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config.js';

describe('loadConfig', () => {
  it('defaults to port 8080, ./data, the demo seed and /admin/', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', seedDemo: true, adminAppUrl: '/admin/', databaseUrl: undefined });
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('refuses FAKE_TIME in production and anything but an ISO instant', () => {
    expect(() => loadConfig({ FAKE_TIME: '2026-11-20T05:30:00Z', NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ FAKE_TIME: 'tomorrow' })).toThrow('FAKE_TIME must be an ISO instant');
    expect(loadConfig({ FAKE_TIME: '2026-11-20T05:30:00Z' }).fakeTime).toBe('2026-11-20T05:30:00Z');
  });

  it('refuses an admin account that could never sign in', () => {
    expect(() => loadConfig({ ADMIN_MOBILE: '9999999999' })).toThrow('ADMIN_MOBILE and ADMIN_PASSWORD must be set together');
    expect(() => loadConfig({ ADMIN_MOBILE: '99999', ADMIN_PASSWORD: 'admin-pass' })).toThrow(
      'ADMIN_MOBILE / ADMIN_PASSWORD: Mobile number must be 10 digits',
    );
    expect(() => loadConfig({ ADMIN_MOBILE: '9999999999', ADMIN_PASSWORD: 'abc' })).toThrow(
      'ADMIN_MOBILE / ADMIN_PASSWORD: Password must be at least 6 characters long',
    );
    expect(loadConfig({ ADMIN_MOBILE: '9999999999', ADMIN_PASSWORD: 'admin-pass' }).adminMobile).toBe('9999999999');
  });

  it('reads the operators\' two-factor rule and session lengths, refusing values that make no sense', () => {
    expect(loadConfig({}).operatorSecurity).toEqual({ twoFactor: 'optional', sessionIdleMinutes: 30, sessionMaxHours: 12 });
    expect(
      loadConfig({ ADMIN_2FA: 'required', ADMIN_SESSION_IDLE_MINUTES: '10', ADMIN_SESSION_MAX_HOURS: '8' }).operatorSecurity,
    ).toEqual({ twoFactor: 'required', sessionIdleMinutes: 10, sessionMaxHours: 8 });
    expect(() => loadConfig({ ADMIN_2FA: 'yes' })).toThrow('ADMIN_2FA must be "optional" or "required"');
    expect(() => loadConfig({ ADMIN_SESSION_IDLE_MINUTES: '0' })).toThrow('ADMIN_SESSION_IDLE_MINUTES must be a positive number');
    expect(() => loadConfig({ ADMIN_SESSION_MAX_HOURS: 'soon' })).toThrow('ADMIN_SESSION_MAX_HOURS must be a positive number');
  });
});
