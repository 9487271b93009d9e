import { EMAIL_CHANGE_TTL_HOURS, EmailChangeMessages } from '@clinicall/shared/people/email-change';
import { composeMail } from '../mail/mail-layout.js';

const { confirmMail, noticeMail } = EmailChangeMessages;

/** To the new address: the only way the change takes effect. */
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

/** To the current address, so the owner learns of a change they did not make. */
export const emailChangeNoticeMail = (input: {
  email: string;
  firstName: string;
  requestedBy: string;
  newEmail: string;
}) =>
  composeMail({
    to: input.email,
    subject: noticeMail.subject,
    greeting: `Hello ${input.firstName},`,
    paragraphs: [noticeMail.body(input.requestedBy, input.newEmail), noticeMail.effect],
  });
