import { randomBytes } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

  test('a bad value is refused with a message naming the variable and its rule', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT: .*number/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL.*postgres:\/\//);
    expect(() => loadConfig({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/);
  });

  test('issue 19 path 11: the API documentation is served by default outside production only, and API_DOCS decides', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'off' }).apiDocs).toBe(false);
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'on' }).apiDocs).toBe(true);
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/API_DOCS/);
  });

  test('issue 19 path 11: realtime sockets per user, 20 unless REALTIME_SOCKETS_PER_USER says', () => {
    expect(loadConfig({}).realtimeSocketsPerUser).toBe(20);
    expect(loadConfig({ REALTIME_SOCKETS_PER_USER: '3' }).realtimeSocketsPerUser).toBe(3);
    expect(() => loadConfig({ REALTIME_SOCKETS_PER_USER: '0' })).toThrow(
      /REALTIME_SOCKETS_PER_USER/,
    );
  });

  test('issue 19 path 6: booking caps, rate and unpaid hold have defaults, are checked at start, and per provider never exceeds overall', () => {
    expect(loadConfig({}).booking).toEqual({
      openRequestsPerProvider: 3,
      openRequestsOverall: 6,
      ratePerMinute: 10,
      unpaidHoldMinutes: 30,
    });
    expect(() => loadConfig({ BOOKING_UNPAID_HOLD_MINUTES: '1' })).toThrow(
      /BOOKING_UNPAID_HOLD_MINUTES: /,
    );
    expect(() => loadConfig({ BOOKING_RATE_LIMIT_PER_MINUTE: 'many' })).toThrow(
      /BOOKING_RATE_LIMIT_PER_MINUTE/,
    );
    expect(() =>
      loadConfig({ BOOKING_OPEN_REQUESTS_PER_PROVIDER: '8', BOOKING_OPEN_REQUESTS_OVERALL: '5' }),
    ).toThrow(/BOOKING_OPEN_REQUESTS_PER_PROVIDER: must not exceed BOOKING_OPEN_REQUESTS_OVERALL/);
  });

  test('production needs a JWT secret and never seeds demo data', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    const config = loadConfig(production);
    expect(config.seedDemo).toBe(false);
    expect(() => loadConfig({ ...production, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO/);
  });
});

const strong = () => randomBytes(36).toString('base64url');
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: strong(),
  HMAC_SECRET: strong(),
  SMTP_URL: 'smtp://mailer:Mail-Pass-42@mail.clinic.example:587',
  PUBLIC_URL: 'https://clinic.example',
};

const refusalOf = (env: Record<string, string | undefined>) => {
  try {
    loadConfig(env);
    return '';
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
};

describe('issue 24: configuration errors', () => {
  test('name the variable and the rule, never the value (secrets, mail passwords)', () => {
    const shortSecret = refusalOf({ ...production, JWT_SECRET: 'Short-Secret-Value-9' });
    expect(shortSecret).toMatch(/JWT_SECRET: must be at least 32 characters/);
    expect(shortSecret).not.toContain('Short-Secret-Value-9');
    const badSmtp = refusalOf({ SMTP_URL: 'http://mailer:Mail-Pass-42@mail.clinic.example' });
    expect(badSmtp).toMatch(/SMTP_URL: must start with smtp:\/\/ or smtps:\/\//);
    expect(badSmtp).not.toContain('Mail-Pass-42');
    const badRedis = refusalOf({ REDIS_URL: 'tcp://:Redis-Pass-42@cache:6379' });
    expect(badRedis).toMatch(/REDIS_URL: /);
    expect(badRedis).not.toContain('Redis-Pass-42');
    expect(refusalOf({ NODE_ENV: 'prod' })).not.toContain('prod"');
  });

  test('production refuses to start without SMTP_URL or PUBLIC_URL, one line each; ALLOW_NO_SMTP=true opts out of mail only', () => {
    const both = refusalOf({ ...production, SMTP_URL: undefined, PUBLIC_URL: undefined });
    const lines = both.split('\n');
    expect(lines[0]).toBe('Invalid configuration:');
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(
        /^ {2}SMTP_URL: required when NODE_ENV=production .*ALLOW_NO_SMTP=true/,
      ),
      expect.stringMatching(/^ {2}PUBLIC_URL: required when NODE_ENV=production/),
    ]);
    const optedOut = loadConfig({ ...production, SMTP_URL: undefined, ALLOW_NO_SMTP: 'true' });
    expect(optedOut.smtpUrl).toBeUndefined();
    expect(refusalOf({ ...production, ALLOW_NO_SMTP: 'true', PUBLIC_URL: undefined })).toMatch(
      /PUBLIC_URL: required/,
    );
    expect(loadConfig(production).publicUrl).toBe('https://clinic.example');
    // Outside production neither is needed: mail goes to the development outbox.
    expect(loadConfig({ NODE_ENV: 'development' }).publicUrl).toBe('http://localhost:3000');
  });
});

describe('secrets in production', () => {
  test('a separate HMAC secret is required, and it must differ from the token secret', () => {
    expect(() => loadConfig({ ...production, HMAC_SECRET: undefined })).toThrow(
      /HMAC_SECRET: required/,
    );
    expect(() => loadConfig({ ...production, HMAC_SECRET: production.JWT_SECRET })).toThrow(
      /HMAC_SECRET: must differ/,
    );
  });

  test('short, repetitive and placeholder secrets are refused with one line naming the variable', () => {
    const refusal = (value: string) => {
      try {
        loadConfig({ ...production, JWT_SECRET: value });
        return '';
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
    };
    expect(refusal('x'.repeat(32))).toMatch(/^Invalid configuration: JWT_SECRET: .*repetitive/);
    expect(refusal('change-me-please-to-a-long-random-value')).toMatch(/JWT_SECRET: .*placeholder/);
    expect(refusal('my-super-secret-jwt-key-for-clinicall')).toMatch(/placeholder/);
    for (const value of ['x'.repeat(32), 'change-me-please-to-a-long-random-value']) {
      expect(refusal(value).split('\n')).toHaveLength(1);
    }
  });

  test('a secret can come from a file outside DATA_DIR, never from one inside it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'clinicall-secrets-'));
    const file = path.join(dir, 'jwt');
    const secret = strong();
    await writeFile(file, `${secret}\n`);
    const fromFile = loadConfig({ ...production, JWT_SECRET: undefined, JWT_SECRET_FILE: file });
    expect(fromFile.jwtSecret).toBe(secret);
    expect(() =>
      loadConfig({ ...production, JWT_SECRET: undefined, JWT_SECRET_FILE: file, DATA_DIR: dir }),
    ).toThrow(/JWT_SECRET_FILE: must be outside DATA_DIR/);
    expect(() => loadConfig({ ...production, JWT_SECRET_FILE: file })).toThrow(/not both/);
  });

  test('outside production no secret is needed: the server generates them into DATA_DIR', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config.jwtSecret).toBeUndefined();
    expect(config.hmacSecret).toBeUndefined();
  });
});

describe('card payments', () => {
  const keys = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' };

  test('both Stripe keys select Stripe; neither selects the sandbox outside production', () => {
    expect(loadConfig(keys).payments).toEqual({
      gateway: 'stripe',
      secretKey: 'sk_test_abc',
      publishableKey: 'pk_test_abc',
    });
    expect(loadConfig({}).payments).toEqual({ gateway: 'sandbox' });
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' }).payments).toEqual({
      gateway: 'sandbox',
    });
  });

  test('production refuses one Stripe key without the other, and never runs the sandbox', () => {
    expect(() => loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_abc' })).toThrow(
      /^Invalid configuration: STRIPE_PUBLISHABLE_KEY: required with STRIPE_SECRET_KEY/,
    );
    expect(() => loadConfig({ ...production, STRIPE_PUBLISHABLE_KEY: 'pk_live_abc' })).toThrow(
      /STRIPE_SECRET_KEY: required with STRIPE_PUBLISHABLE_KEY/,
    );
    expect(loadConfig(production).payments).toEqual({ gateway: 'none' });
    expect(loadConfig({ ...production, ...keys }).payments.gateway).toBe('stripe');
  });

  test('keys are checked for their kind, and can come from files', async () => {
    expect(() => loadConfig({ ...keys, STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(
      /STRIPE_SECRET_KEY: must be a Stripe secret key/,
    );
    expect(() => loadConfig({ ...keys, STRIPE_PUBLISHABLE_KEY: 'sk_test_abc' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY: must be a Stripe publishable key/,
    );
    const dir = await mkdtemp(path.join(tmpdir(), 'clinicall-stripe-'));
    await writeFile(path.join(dir, 'sk'), 'sk_live_fromfile\n');
    await writeFile(path.join(dir, 'pk'), 'pk_live_fromfile\n');
    const config = loadConfig({
      STRIPE_SECRET_KEY_FILE: path.join(dir, 'sk'),
      STRIPE_PUBLISHABLE_KEY_FILE: path.join(dir, 'pk'),
    });
    expect(config.payments).toEqual({
      gateway: 'stripe',
      secretKey: 'sk_live_fromfile',
      publishableKey: 'pk_live_fromfile',
    });
  });
});
