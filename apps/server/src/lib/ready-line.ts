import type { Config } from '../config.js';

/**
 * What the ready line says about the services in use (issue 24: an operator could not tell from
 * the log whether Redis, S3, SMTP or Stripe were configured). Names and kinds only: no URL, key
 * or password.
 */
export function readyLine(
  config: Pick<Config, 'redisUrl' | 'storage' | 'payments' | 'sms'>,
  running: { database: string; mail: string },
) {
  const fields = {
    database: running.database,
    mail: running.mail,
    redis: config.redisUrl ? 'shared limits and realtime' : 'off (one instance only)',
    files: config.storage.kind === 's3' ? `s3 bucket ${config.storage.bucket}` : 'local folder',
    payments: config.payments.gateway,
    sms: config.sms.kind,
  };
  const text = Object.entries(fields)
    .map(([name, value]) => `${name} ${value}`)
    .join(', ');
  return { fields, text };
}
