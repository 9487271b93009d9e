import path from 'node:path';
import { z } from 'zod';

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
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: urlWithProtocol(['postgres', 'postgresql']).optional(),
  REDIS_URL: urlWithProtocol(['redis', 'rediss']).optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w.-]{1,64}$/, 'letters, digits, dot, dash or underscore')
    .default('clinicall'),
  SMTP_URL: urlWithProtocol(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().min(3).default('Clinicall <no-reply@clinicall.local>'),
  PUBLIC_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_TTL_HOURS: z.coerce.number().positive().max(720).default(12),
  SESSION_DURATION: z.coerce.number().int().min(10).max(86400).default(900),
  ENCOUNTER_RANGE: z.coerce.number().int().min(5).max(60).default(15),
  ENCOUNTER_REQUEST_WINDOW_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10000).default(10),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  WEB_DIST: z.string().optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Namespaces this installation's keys when several share one Redis. */
  redisKeyPrefix: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  jwtSecret: string | undefined;
  tokenTtlMs: number;
  sessionDuration: number;
  encounterRange: number;
  encounterRequestWindowDays: number;
  authRateLimitPerMinute: number;
  trustProxy: boolean;
  logLevel: string;
  seedDemo: boolean;
  webDist: string | undefined;
};

export class ConfigError extends Error {}

/** Reads and validates the environment; throws one error naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) =>
        `  ${issue.path.join('.')}=${JSON.stringify(env[String(issue.path[0])])}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  JWT_SECRET: required when NODE_ENV=production',
    );
  }
  // npm runs workspace scripts inside the workspace folder; relative paths mean the caller's folder.
  const base = env.INIT_CWD ?? process.cwd();
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(base, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET,
    tokenTtlMs: Math.round(e.TOKEN_TTL_HOURS * 3_600_000),
    sessionDuration: e.SESSION_DURATION,
    encounterRange: e.ENCOUNTER_RANGE,
    encounterRequestWindowDays: e.ENCOUNTER_REQUEST_WINDOW_DAYS,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY === 'true',
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : e.NODE_ENV !== 'production',
    webDist: e.WEB_DIST ? path.resolve(base, e.WEB_DIST) : undefined,
  };
}
