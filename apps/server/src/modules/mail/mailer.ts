import type { Executor } from '../../db/database.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { MailSchema, type Mail } from './mail.js';
import type { MailTransport } from './mail-transport.js';

declare module '../jobs/job-types.js' {
  interface JobPayloads {
    'mail.send': Mail;
  }
}

export type { Mail };

export type Mailer = {
  kind: MailTransport['kind'];
  /** Queues the mail with `executor`: inside a transaction, no mail leaves if it rolls back. */
  enqueue(mail: Mail, executor: Executor): Promise<void>;
};

/** Mail goes through the durable job queue; the worker hands it to the transport, with retries. */
export function createMailer(queue: JobQueue, transport: MailTransport): Mailer {
  queue.define({ type: 'mail.send', schema: MailSchema, run: (mail) => transport.deliver(mail) });
  return {
    kind: transport.kind,
    enqueue: (mail, executor) => queue.enqueue(executor, 'mail.send', mail),
  };
}
