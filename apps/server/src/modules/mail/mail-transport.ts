import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/database.js';
import { mailOutbox } from '../../db/schema/mail.js';
import type { Mail } from './mail.js';

/** How the mail worker delivers a mail; requests never call it (they enqueue). */
export type MailTransport = {
  kind: 'smtp' | 'outbox';
  deliver(mail: Mail): Promise<void>;
  close(): void;
};

/** SMTP when a URL is configured; otherwise every mail lands in the local outbox table. */
export function createMailTransport(options: {
  smtpUrl: string | undefined;
  from: string;
  db: Db;
}): MailTransport {
  const smtpUrl = options.smtpUrl;
  if (smtpUrl) {
    // nodemailer is loaded with the first mail, not at every start.
    let opened: Promise<Transporter> | undefined;
    const smtp = () =>
      (opened ??= import('nodemailer').then(({ default: nodemailer }) =>
        // Bounded waits: a silent server fails the attempt (and the job retries) instead of
        // holding the worker for nodemailer's default of minutes.
        nodemailer.createTransport({
          url: smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        }),
      ));
    return {
      kind: 'smtp',
      async deliver({ calendar, ...mail }) {
        const transport = await smtp();
        await transport.sendMail({
          from: options.from,
          ...mail,
          // nodemailer sends it as the text/calendar part mail clients offer to add.
          ...(calendar
            ? {
                icalEvent: {
                  method: calendar.method,
                  filename: 'appointment.ics',
                  content: calendar.content,
                },
              }
            : {}),
        });
      },
      close: () => void opened?.then((transport) => transport.close()),
    };
  }
  return {
    kind: 'outbox',
    async deliver({ calendar, ...mail }) {
      await options.db.insert(mailOutbox).values({ ...mail, calendar: calendar?.content ?? null });
    },
    close: () => undefined,
  };
}
