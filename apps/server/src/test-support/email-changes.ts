import { and, desc, eq, like } from 'drizzle-orm';
import type { App } from '../app.js';
import { mailOutbox } from '../db/schema/mail.js';
import { bearer, latestMail, TEST_PASSWORD } from './factories.js';

let counter = 0;

/** An address no account holds yet. */
export const freshEmail = (label = 'moved') => `${label}-${Date.now()}-${++counter}@example.com`;

/** Which mailed e-mail-change link: the new address's, the current address's, the old one's undo. */
export type MailedLink = 'key' | 'agree' | 'undo';

/** The key in the newest mail to `to` carrying that kind of link. */
export async function mailedKey(app: App, to: string, kind: MailedLink = 'key') {
  await app.jobs.drain();
  const [mail] = await app.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), like(mailOutbox.text, `%confirm-email?${kind}=%`)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const key = mail?.text.match(new RegExp(`confirm-email\\?${kind}=([\\w%-]+)`))?.[1];
  if (!key) throw new Error(`no ${kind} link mailed to ${to}`);
  return decodeURIComponent(key);
}

const post = (app: App, step: 'confirm' | 'agree' | 'undo', key: string) =>
  app.inject({ method: 'POST', url: `/api/account/email_change/${step}`, payload: { key } });

export const confirmEmailChange = (app: App, key: string) => post(app, 'confirm', key);
export const agreeEmailChange = (app: App, key: string) => post(app, 'agree', key);
export const undoEmailChange = (app: App, key: string) => post(app, 'undo', key);

/** The signed-in owner's own change (issue 19 path 4); a null password sends none. */
export const changeOwnEmail = (
  app: App,
  token: string,
  email: string,
  currentPassword: string | null = TEST_PASSWORD,
) =>
  app.inject({
    method: 'POST',
    url: '/api/account/email_change',
    headers: bearer(token),
    payload: { email, ...(currentPassword === null ? {} : { currentPassword }) },
  });

/** Asks a reset mail for `email`; answers whether one was mailed there. */
export async function resetMailed(app: App, email: string) {
  await app.inject({
    method: 'POST',
    url: '/api/account/reset_password/init',
    payload: { email },
  });
  const mail = await latestMail(app, email);
  return mail?.text.includes('/reset/finish?key=') ?? false;
}
