import path from 'node:path';
import { z } from 'zod';
import { unreachableMailReasons } from './config-production.js';
import { readSecret, weakSecretReason, type SecretName } from './config-secrets.js';

const urlWithProtocol = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((value) => protocols.some((p) => value.startsWith(`${p}://`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Unset: loopback while the demo accounts are there, every interface otherwise (lib/listen-address.ts). */
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: urlWithProtocol(['postgres', 'postgresql']).optional(),
  REDIS_URL: urlWithProtocol(['redis', 'rediss']).optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w.-]{1,64}$/, 'letters, digits, dot, dash or underscore')
    .default('clinicall'),
  SMTP_URL: urlWithProtocol(['smtp', 'smtps']).optional(),
  /** Production without SMTP_URL keeps its mail in the database's outbox: only on purpose. */
  ALLOW_NO_SMTP: z.enum(['true', 'false']).default('false'),
  MAIL_FROM: z.string().min(3).default('Clinicall <no-reply@clinicall.local>'),
  PUBLIC_URL: z.string().url().optional(),
  SUPPORT_EMAIL: z.string().email().default('support@clinicall.local'),
  /** F133: Help & Support's links; unset, the page offers the support address instead. */
  KNOWLEDGE_BASE_URL: urlWithProtocol(['https', 'http']).optional(),
  LIVE_CHAT_URL: urlWithProtocol(['https', 'http']).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_SECRET_FILE: z.string().min(1).optional(),
  HMAC_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  HMAC_SECRET_FILE: z.string().min(1).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_SECRET_KEY_FILE: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY_FILE: z.string().min(1).optional(),
  TOKEN_TTL_HOURS: z.coerce.number().positive().max(720).default(12),
  SESSION_DURATION: z.coerce.number().int().min(10).max(86400).default(900),
  ENCOUNTER_RANGE: z.coerce.number().int().min(5).max(60).default(15),
  ENCOUNTER_REQUEST_WINDOW_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10000).default(10),
  /** Issue 19 path 6: a booking account's open requests not paid by card, per provider and overall. */
  BOOKING_OPEN_REQUESTS_PER_PROVIDER: z.coerce.number().int().min(1).max(10000).default(3),
  BOOKING_OPEN_REQUESTS_OVERALL: z.coerce.number().int().min(1).max(10000).default(6),
  BOOKING_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10000).default(10),
  /** How long a patient's unpaid request for a card-paid visit holds its time. */
  BOOKING_UNPAID_HOLD_MINUTES: z.coerce.number().int().min(5).max(1440).default(30),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** After rotating JWT_SECRET or HMAC_SECRET on every instance: record the new ones (lib/shared-secrets.ts). */
  ACCEPT_NEW_SECRETS: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  /** Issue 19 path 11: the OpenAPI document and its UI; on by default outside production. */
  API_DOCS: z.enum(['on', 'off']).optional(),
  /** Issue 19 path 11: open realtime sockets one user may hold (every tab opens one). */
  REALTIME_SOCKETS_PER_USER: z.coerce.number().int().min(1).max(1000).default(20),
  DATABASE_CONNECT_TIMEOUT: z.coerce.number().int().min(0).max(3600).default(60),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(10),
  WEB_DIST: z.string().optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: urlWithProtocol(['http', 'https']).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY_FILE: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  S3_PREFIX: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]*$/i, 'letters, digits, dash or underscore')
    .optional(),
  /** SMS through Twilio's REST API when all three are set; the local SMS outbox otherwise. */
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_API_URL: z.string().url().default('https://api.twilio.com'),
  /** Video rooms' ICE servers: comma-separated STUN and TURN URLs, and coturn's use-auth-secret. */
  STUN_URLS: z.string().optional(),
  TURN_URLS: z.string().optional(),
  TURN_SECRET: z.string().optional(),
  TURN_CREDENTIAL_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  /** `relay` sends every call through TURN (networks that block direct paths). */
  ICE_TRANSPORT_POLICY: z.enum(['all', 'relay']).default('all'),
  /** Issue 24: Prometheus metrics on their own port, never the app's; unset, none are served. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
});

export type SmsConfig =
  | { kind: 'outbox' }
  | { kind: 'twilio'; accountSid: string; authToken: string; from: string; apiUrl: string };

const urlList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  /** HOST as set; unset, server.ts chooses by whether the demo accounts are there. */
  host: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Namespaces this installation's keys when several share one Redis. */
  redisKeyPrefix: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** F133: where Help & Support tickets are mailed. */
  supportEmail: string;
  /** F133: the knowledge base and the live chat Help & Support links to, when there are any. */
  knowledgeBaseUrl: string | null;
  liveChatUrl: string | null;
  publicUrl: string;
  /** Signs session tokens; undefined outside production means one generated into DATA_DIR. */
  jwtSecret: string | undefined;
  /** Keys the stored hashes of passcodes and reset keys; kept apart from the token secret. */
  hmacSecret: string | undefined;
  /**
   * Card payments: Stripe when both keys are set; otherwise the sandbox gateway outside
   * production, and no card payments in production (the sandbox approves test cards only).
   */
  payments: PaymentsConfig;
  tokenTtlMs: number;
  sessionDuration: number;
  encounterRange: number;
  encounterRequestWindowDays: number;
  authRateLimitPerMinute: number;
  /** Issue 19 path 6: what one account may hold of providers' time without paying for it. */
  booking: BookingLimits;
  trustProxy: boolean;
  /** Whether this start records its secrets' fingerprints over those of the other instances. */
  acceptNewSecrets: boolean;
  logLevel: string;
  /** Video rooms' ICE servers; TURN only when both its URLs and its shared secret are set. */
  ice: {
    stunUrls: string[];
    turnUrls: string[];
    turnSecret: string | undefined;
    turnTtlSeconds: number;
    transportPolicy: 'all' | 'relay';
    /** Whether a room page may ask for TURN-only paths itself (tests of TURN; never in production). */
    relayOnRequest: boolean;
  };
  seedDemo: boolean;
  /** Whether /api/docs (the OpenAPI UI and JSON) is served. */
  apiDocs: boolean;
  /** The most realtime sockets one signed-in user may hold at once, across instances. */
  realtimeSocketsPerUser: number;
  /** How long start-up waits for an unreachable database before it gives up. */
  databaseConnectTimeoutMs: number;
  /** How long SIGTERM waits for in-flight requests before the process closes anyway. */
  shutdownGraceMs: number;
  /** Where room-link SMS go: Twilio when configured, the local `sms_outbox` table otherwise. */
  sms: SmsConfig;
  webDist: string | undefined;
  /** Where uploads are kept: `DATA_DIR/files`, or an S3-compatible bucket when S3_BUCKET is set. */
  storage: StorageConfig;
  /** Where `/metrics` is served (its own port, loopback by default), or undefined for nowhere. */
  metrics: { port: number; host: string } | undefined;
};

export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      endpoint?: string;
      region: string;
      accessKeyId?: string;
      secretAccessKey?: string;
      forcePathStyle: boolean;
      prefix?: string;
    };

export type BookingLimits = {
  /** Open requests (requested, not paid by card, not begun) one booking account may have per provider. */
  openRequestsPerProvider: number;
  /** The same across all providers. */
  openRequestsOverall: number;
  /** Booking calls (the three booking routes) one account may make per minute. */
  ratePerMinute: number;
  /** How long a patient's unpaid request for a card-paid visit holds its time before it is released. */
  unpaidHoldMinutes: number;
};

export type PaymentsConfig =
  | { gateway: 'stripe'; secretKey: string; publishableKey: string }
  | { gateway: 'sandbox' | 'none' };

export class ConfigError extends Error {}

/** Both Stripe keys or neither; a file's content is checked like the variable's. */
function paymentsConfig(
  env: 'development' | 'production' | 'test',
  secretKey: string | undefined,
  publishableKey: string | undefined,
): PaymentsConfig {
  if (secretKey && !/^(sk|rk)_\w+$/.test(secretKey)) {
    throw new ConfigError(
      'Invalid configuration: STRIPE_SECRET_KEY: must be a Stripe secret key (sk_…)',
    );
  }
  if (publishableKey && !/^pk_\w+$/.test(publishableKey)) {
    throw new ConfigError(
      'Invalid configuration: STRIPE_PUBLISHABLE_KEY: must be a Stripe publishable key (pk_…)',
    );
  }
  if (secretKey && publishableKey) return { gateway: 'stripe', secretKey, publishableKey };
  // Outside production one key alone falls back to the sandbox; production refuses to guess.
  if ((secretKey || publishableKey) && env === 'production') {
    const [missing, given] = secretKey
      ? ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_SECRET_KEY']
      : ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'];
    throw new ConfigError(
      `Invalid configuration: ${missing}: required with ${given} (set both Stripe keys, or neither)`,
    );
  }
  return { gateway: env === 'production' ? 'none' : 'sandbox' };
}

/** One error naming every bad variable and its rule, never its value: URLs and secrets carry passwords. */
const invalid = (issues: readonly { path: PropertyKey[]; message: string }[]) =>
  new ConfigError(
    `Invalid configuration:\n${issues.map((i) => `  ${i.path.map(String).join('.')}: ${i.message}`).join('\n')}`,
  );

// npm runs workspace scripts inside the workspace folder; relative paths mean the caller's folder.
const baseOf = (env: NodeJS.ProcessEnv) => env.INIT_CWD ?? process.cwd();

/**
 * Only what opening the database takes (DATABASE_URL, or DATA_DIR for the embedded one): commands
 * such as create-admin run before the server was ever configured and need none of its secrets.
 */
export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvSchema.pick({ DATA_DIR: true, DATABASE_URL: true }).safeParse(env);
  if (!parsed.success) throw invalid(parsed.error.issues);
  return {
    dataDir: path.resolve(baseOf(env), parsed.data.DATA_DIR),
    databaseUrl: parsed.data.DATABASE_URL,
  };
}

/** Reads and validates the environment; throws one error naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) throw invalid(parsed.error.issues);
  const e = parsed.data;
  const base = baseOf(env);
  const dataDir = path.resolve(base, e.DATA_DIR);
  const secret = (name: SecretName) => {
    try {
      const value = readSecret(name, env, { base, dataDir });
      if (e.NODE_ENV !== 'production') return value;
      if (!value) throw new Error(`${name}: required when NODE_ENV=production (or ${name}_FILE)`);
      const weak = weakSecretReason(value);
      if (weak) throw new Error(`${name}: ${weak}`);
      return value;
    } catch (error) {
      throw new ConfigError(`Invalid configuration: ${(error as Error).message}`);
    }
  };
  const jwtSecret = secret('JWT_SECRET');
  const hmacSecret = secret('HMAC_SECRET');
  if (jwtSecret && jwtSecret === hmacSecret) {
    throw new ConfigError('Invalid configuration: HMAC_SECRET: must differ from JWT_SECRET');
  }
  const plainSecret = (name: SecretName) => {
    try {
      return readSecret(name, env, { base, dataDir });
    } catch (error) {
      throw new ConfigError(`Invalid configuration: ${(error as Error).message}`);
    }
  };
  const payments = paymentsConfig(
    e.NODE_ENV,
    plainSecret('STRIPE_SECRET_KEY'),
    plainSecret('STRIPE_PUBLISHABLE_KEY'),
  );
  if (e.NODE_ENV === 'production' && e.SEED_DEMO === 'true') {
    throw new ConfigError(
      'Invalid configuration: SEED_DEMO: the demo accounts are never seeded in production',
    );
  }
  const unreachable = e.NODE_ENV === 'production' ? unreachableMailReasons(e) : [];
  if (unreachable.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${unreachable.map((l) => `  ${l}`).join('\n')}`);
  }
  if (e.BOOKING_OPEN_REQUESTS_PER_PROVIDER > e.BOOKING_OPEN_REQUESTS_OVERALL) {
    throw new ConfigError(
      'Invalid configuration: BOOKING_OPEN_REQUESTS_PER_PROVIDER: must not exceed BOOKING_OPEN_REQUESTS_OVERALL',
    );
  }
  if (e.METRICS_PORT === e.PORT) {
    // The metrics would be served to whoever reaches the app (issue 24: a port of their own).
    throw new ConfigError('Invalid configuration: METRICS_PORT: must differ from PORT');
  }
  const s3Secret = plainSecret('S3_SECRET_ACCESS_KEY');
  // Keys go together; without them the SDK's own chain (instance role, environment) applies.
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(s3Secret)) {
    throw new ConfigError(
      'Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither',
    );
  }
  const storage: StorageConfig = e.S3_BUCKET
    ? {
        kind: 's3',
        bucket: e.S3_BUCKET,
        region: e.S3_REGION,
        forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
        ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT } : {}),
        ...(e.S3_ACCESS_KEY_ID && s3Secret
          ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: s3Secret }
          : {}),
        ...(e.S3_PREFIX ? { prefix: e.S3_PREFIX } : {}),
      }
    : { kind: 'local' };
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    knowledgeBaseUrl: e.KNOWLEDGE_BASE_URL ?? null,
    liveChatUrl: e.LIVE_CHAT_URL ?? null,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    jwtSecret,
    hmacSecret,
    payments,
    tokenTtlMs: Math.round(e.TOKEN_TTL_HOURS * 3_600_000),
    sessionDuration: e.SESSION_DURATION,
    encounterRange: e.ENCOUNTER_RANGE,
    encounterRequestWindowDays: e.ENCOUNTER_REQUEST_WINDOW_DAYS,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    booking: {
      openRequestsPerProvider: e.BOOKING_OPEN_REQUESTS_PER_PROVIDER,
      openRequestsOverall: e.BOOKING_OPEN_REQUESTS_OVERALL,
      ratePerMinute: e.BOOKING_RATE_LIMIT_PER_MINUTE,
      unpaidHoldMinutes: e.BOOKING_UNPAID_HOLD_MINUTES,
    },
    trustProxy: e.TRUST_PROXY === 'true',
    acceptNewSecrets: e.ACCEPT_NEW_SECRETS === 'true',
    logLevel: e.LOG_LEVEL,
    ice: {
      stunUrls: urlList(e.STUN_URLS),
      turnUrls: urlList(e.TURN_URLS),
      turnSecret: e.TURN_SECRET,
      turnTtlSeconds: e.TURN_CREDENTIAL_TTL_SECONDS,
      transportPolicy: e.ICE_TRANSPORT_POLICY,
      relayOnRequest: e.NODE_ENV !== 'production',
    },
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : e.NODE_ENV !== 'production',
    apiDocs: e.API_DOCS ? e.API_DOCS === 'on' : e.NODE_ENV !== 'production',
    realtimeSocketsPerUser: e.REALTIME_SOCKETS_PER_USER,
    webDist: e.WEB_DIST ? path.resolve(base, e.WEB_DIST) : undefined,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT * 1000,
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    storage,
    metrics: e.METRICS_PORT ? { port: e.METRICS_PORT, host: e.METRICS_HOST } : undefined,
    sms:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
        ? {
            kind: 'twilio',
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            from: e.TWILIO_FROM,
            apiUrl: e.TWILIO_API_URL.replace(/\/$/, ''),
          }
        : { kind: 'outbox' },
  };
}
