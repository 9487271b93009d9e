import nodemailer from 'nodemailer';
import type { Executor } from '../../db/database.js';
import { mailOutbox } from '../../db/schema/mail.js';

export type Mail = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
  close(): void;
};

/** SMTP when a URL is configured; otherwise every mail lands in the local outbox table. */
export function createMailer(options: { smtpUrl?: string; from: string; db: Executor }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
      close: () => transport.close(),
    };
  }
  return {
    kind: 'outbox',
    async send(mail) {
      await options.db.insert(mailOutbox).values(mail);
    },
    close: () => undefined,
  };
}
