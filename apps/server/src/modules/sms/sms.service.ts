import type { Executor } from '../../db/database.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { SmsSchema, type Sms } from './sms.js';

export type { Sms };
import type { SmsTransport } from './sms-transport.js';

declare module '../jobs/job-types.js' {
  interface JobPayloads {
    'sms.send': Sms;
  }
}

/** The SMS port services use: messages go through the durable job queue, like mail. */
export type SmsSender = {
  kind: SmsTransport['kind'];
  /** Queues the message with `executor`: inside a transaction, nothing leaves if it rolls back. */
  enqueue(sms: Sms, executor: Executor): Promise<void>;
};

export function createSmsSender(queue: JobQueue, transport: SmsTransport): SmsSender {
  queue.define({ type: 'sms.send', schema: SmsSchema, run: (sms) => transport.deliver(sms) });
  return {
    kind: transport.kind,
    enqueue: (sms, executor) => queue.enqueue(executor, 'sms.send', sms),
  };
}
