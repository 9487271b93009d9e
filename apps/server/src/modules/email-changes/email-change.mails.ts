import {
  EMAIL_CHANGE_TTL_HOURS,
  EMAIL_CHANGE_UNDO_TTL_DAYS,
  EmailChangeMessages,
} from '@clinicall/shared/people/email-change';
import { composeMail } from '../mail/mail-layout.js';

const { confirmMail, agreeMail, undoMail } = EmailChangeMessages;

/** To the new address: it proves possession, without which nothing changes. */
export const confirmEmailMail = (
  input: { newEmail: string; firstName: string; requestedBy: string },
  url: string,
) =>
  composeMail({
    to: input.newEmail,
    subject: confirmMail.subject,
    greeting: `Hello ${input.firstName},`,
    paragraphs: [confirmMail.body(input.requestedBy), confirmMail.validity(EMAIL_CHANGE_TTL_HOURS)],
    action: { label: confirmMail.action, url },
  });

/** To the current address when someone else started the change: the owner's agreement. */
export const agreeEmailChangeMail = (
  input: { email: string; firstName: string; requestedBy: string; newEmail: string },
  url: string,
) =>
  composeMail({
    to: input.email,
    subject: agreeMail.subject,
    greeting: `Hello ${input.firstName},`,
    paragraphs: [
      agreeMail.body(input.requestedBy, input.newEmail),
      agreeMail.effect(EMAIL_CHANGE_TTL_HOURS),
    ],
    action: { label: agreeMail.action, url },
  });

/** To the old address once the change took effect: the owner can take the account back. */
export const undoEmailChangeMail = (
  input: { oldEmail: string; firstName: string; newEmail: string },
  url: string,
) =>
  composeMail({
    to: input.oldEmail,
    subject: undoMail.subject,
    greeting: `Hello ${input.firstName},`,
    paragraphs: [undoMail.body(input.newEmail), undoMail.effect(EMAIL_CHANGE_UNDO_TTL_DAYS)],
    action: { label: undoMail.action, url },
  });
