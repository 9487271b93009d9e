import { pino, type DestinationStream, type LoggerOptions } from 'pino';
import type { Config } from '../config.js';
import { describeError } from './safe-error.js';

type LoggedRequest = { method?: string; url?: string };

/**
 * The process logger. Errors are logged through describeError (no SQL, no parameters) and
 * requests by method and path only: query strings carry passwords (the spec's change_password
 * form). Development prints readable lines; elsewhere one JSON object a line, for collectors.
 */
export function createLogger(config: Pick<Config, 'env' | 'logLevel'>, stream?: DestinationStream) {
  const options: LoggerOptions = {
    level: config.logLevel,
    serializers: {
      err: describeError,
      error: describeError,
      req: (req: LoggedRequest) => ({ method: req.method, path: req.url?.split('?')[0] }),
    },
  };
  if (stream) return pino(options, stream);
  if (config.env === 'development') {
    options.transport = {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true },
    };
  }
  return pino(options);
}
