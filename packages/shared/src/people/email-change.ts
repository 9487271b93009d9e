import { z } from 'zod';

/** How long a mailed e-mail change confirmation link works. */
export const EMAIL_CHANGE_TTL_HOURS = 48;

/**
 * Texts of a pending e-mail change (issue 10): someone other than the account's owner changed a
 * patient's e-mail, so the new address must be confirmed from its own mailbox before it signs in.
 */
export const EmailChangeMessages = {
  pendingLabel: 'Pending e-mail change',
  pendingHint: 'Waiting for confirmation: a link was mailed to this address.',
  /** In the e-mail modal when someone other than the owner edits it. */
  pendingWarning:
    'The new e-mail takes effect only once confirmed from the link mailed to it; until then the current one keeps working.',
  pendingSaved:
    'The new e-mail is pending: it takes effect once confirmed from the link mailed to it.',
  pageTitle: 'Confirm e-mail',
  confirming: 'Confirming your new e-mail address…',
  notChanged: 'The e-mail was not changed',
  confirmed:
    'Your new e-mail address is confirmed. You were signed out everywhere: sign in with the new address.',
  linkInvalid: 'This confirmation link is not valid. Check that you opened the whole link.',
  linkExpired: 'This confirmation link has expired. The e-mail was not changed.',
  linkUsed: 'This confirmation link was already used.',
  linkSuperseded:
    'A newer e-mail change replaced this one. Use the link in the most recent confirmation mail.',
  emailTaken:
    'This address is now used by another account, so the e-mail was not changed. Contact your clinic.',
  signIn: 'Go to sign in',
  confirmMail: {
    subject: 'Confirm your new Clinicall e-mail address',
    body: (requestedBy: string) =>
      `${requestedBy} changed the e-mail of your Clinicall account to this address. Confirm it to sign in with it from now on.`,
    validity: (hours: number) =>
      `The link below works once and for ${hours} hours. If you do not expect this change, ignore this mail: nothing changes without your confirmation.`,
    action: 'Confirm this e-mail address',
  },
  noticeMail: {
    subject: 'Your Clinicall e-mail address is being changed',
    body: (requestedBy: string, newEmail: string) =>
      `${requestedBy} asked to change the e-mail of your Clinicall account to ${newEmail}.`,
    effect:
      'The change takes effect only once it is confirmed from that address. Until then you keep signing in with this one. If you did not expect this, contact your clinic.',
  },
} as const;

export const ConfirmEmailChangeRequestSchema = z.object({ key: z.string().min(1).max(200) });
export type ConfirmEmailChangeRequest = z.infer<typeof ConfirmEmailChangeRequestSchema>;

export const ConfirmEmailChangeResponseSchema = z.object({ email: z.string() });
export type ConfirmEmailChangeResponse = z.infer<typeof ConfirmEmailChangeResponseSchema>;
