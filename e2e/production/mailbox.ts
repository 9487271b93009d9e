import { expect } from '@playwright/test';
import type { ReceivedMail } from '../../apps/server/src/test-support/smtp-listener.js';

/**
 * A mail as sent over SMTP, quoted-printable undone: nodemailer folds long lines with soft breaks
 * (`=` at a line's end) and writes `=` itself as `=3D`, which would cut or change a mailed link.
 */
const readable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Waits for a mail to `to` containing a link that matches `link`, and answers that link. */
export async function mailedLink(
  received: ReceivedMail[],
  to: string,
  link: RegExp,
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        for (const mail of received.filter((m) => m.to.includes(to))) {
          found = link.exec(readable(mail.raw))?.[0];
          if (found) return true;
        }
        return false;
      },
      { message: `a mail to ${to} with a link like ${link}`, timeout: 30_000 },
    )
    .toBe(true);
  return found ?? '';
}
