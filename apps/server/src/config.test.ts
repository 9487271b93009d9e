import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  test('defaults give a working embedded setup', () => {
    const config = loadConfig({ INIT_CWD: '/srv/clinicall' });
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      dataDir: '/srv/clinicall/data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      sessionDuration: 900,
      seedDemo: true,
    });
  });

  test('a bad value is refused with a message naming the variable and the value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT="eighty"/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL.*postgres:\/\//);
    expect(() => loadConfig({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/);
  });

  test('production needs a JWT secret and never seeds demo data', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) });
    expect(config.seedDemo).toBe(false);
  });
});
