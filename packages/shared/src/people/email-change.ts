import { z } from 'zod';
import { IdTextSchema } from '../ids.js';
import { ProfileEmailSchema } from './patient-profile.js';

/** How long a mailed e-mail change confirmation (or agreement) link works. */
export const EMAIL_CHANGE_TTL_HOURS = 48;

/**
 * Issue 19: how long the old address's undo link works once a change took effect. A week covers
 * an owner who reads mail only now and then, yet bounds how long a since-abandoned mailbox counts.
 */
export const EMAIL_CHANGE_UNDO_TTL_DAYS = 7;

/** Issue 19: the least a clinic admin writes to explain a recovery of a patient's e-mail. */
export const EMAIL_RECOVERY_REASON_MIN = 10;

/**
 * Texts of e-mail changes (issues 10 and 19). A change of a sign-in e-mail takes effect only when
 * the new address proves possession and the account's owner agreed: by the current password for
 * their own change, from the current address or their own session for a change staff started, or
 * by a clinic admin's recorded recovery. The old address then gets an undo link.
 */
export const EmailChangeMessages = {
  pendingLabel: 'Pending e-mail change',
  pendingHint: 'Waiting for confirmation: a link was mailed to this address.',
  /** In the e-mail modal when someone other than the owner edits it. */
  pendingWarning:
    'The new e-mail takes effect only once the patient agrees (from their current address or their own sign-in) and the new address is confirmed from the link mailed to it; until then the current one keeps working.',
  pendingSaved:
    'The new e-mail is pending: it takes effect once the patient agrees and the new address is confirmed.',
  /** In the owner's own e-mail modal (issue 19 path 4). */
  ownWarning:
    'Enter your current password. We mail a link to the new address: the change takes effect once you open it, and then you are signed out everywhere and sign in with the new address.',
  ownSaved:
    'Check the new address: the change takes effect once you open the link we mailed to it.',
  currentPasswordLabel: 'Current password',
  /** Beside the read-only e-mail of the provider's overview form. */
  changeElsewhere:
    'Your sign-in e-mail changes with "Change e-mail", which asks for your password.',
  currentPasswordRequired: 'Enter your current password.',
  passwordRequired:
    'Changing your sign-in e-mail needs your current password: use the e-mail form of your profile.',
  actingRefused:
    "An assistant acting for a provider cannot change the provider's e-mail, password, sign-in passcode setting or sessions. The provider must do it while signed in themselves.",
  /** On the patient's own profile while a change someone else started waits for their answer. */
  agreePrompt: (newEmail: string) =>
    `Your clinic asked to change your sign-in e-mail to ${newEmail}. It takes effect only if you agree and that address is confirmed.`,
  agreeAction: 'Agree to this change',
  agreed: 'You agreed to the change.',
  pageTitle: 'Confirm e-mail',
  confirming: 'Confirming your new e-mail address…',
  agreeing: 'Recording your agreement…',
  undoing: 'Undoing the e-mail change…',
  notChanged: 'The e-mail was not changed',
  confirmed:
    'Your new e-mail address is confirmed. You were signed out everywhere: sign in with the new address.',
  confirmedAwaitingAgreement:
    'This address is confirmed. The change takes effect once the account owner agrees from their current address or their own sign-in.',
  agreedAwaitingConfirmation:
    'Thank you: you agreed. The change takes effect once the new address is confirmed from the link mailed to it.',
  undone:
    'The change was undone: this address is the sign-in e-mail again and every session was ended. If someone else knew your password, choose a new one now with "Forgot password".',
  undoTitle: 'E-mail change undone',
  notUndone: 'The change was not undone',
  linkInvalid: 'This confirmation link is not valid. Check that you opened the whole link.',
  linkExpired: 'This confirmation link has expired. The e-mail was not changed.',
  linkUsed: 'This confirmation link was already used.',
  linkSuperseded:
    'A newer e-mail change replaced this one. Use the link in the most recent confirmation mail.',
  undoLinkExpired: (days: number) =>
    `This undo link has expired (it works for ${days} days). Contact your clinic to recover your account.`,
  emailTaken:
    'This address is now used by another account, so the e-mail was not changed. Contact your clinic.',
  signIn: 'Go to sign in',
  resetPassword: 'Choose a new password',
  recoveryReasonRequired: `Write why the patient cannot use their current address (at least ${EMAIL_RECOVERY_REASON_MIN} characters).`,
  recoverySaved:
    'A confirmation link was mailed to the new address: the change takes effect once it is opened, and the patient is then signed out everywhere.',
  confirmMail: {
    subject: 'Confirm your new Clinicall e-mail address',
    body: (requestedBy: string) =>
      `${requestedBy} changed the e-mail of your Clinicall account to this address. Confirm it to sign in with it from now on.`,
    validity: (hours: number) =>
      `The link below works once and for ${hours} hours. If you do not expect this change, ignore this mail: nothing changes without your confirmation.`,
    action: 'Confirm this e-mail address',
  },
  /** To the current address of a patient whose e-mail someone else asked to change. */
  agreeMail: {
    subject: 'Do you agree to change your Clinicall e-mail address?',
    body: (requestedBy: string, newEmail: string) =>
      `${requestedBy} asked to change the sign-in e-mail of your Clinicall account to ${newEmail}.`,
    effect: (hours: number) =>
      `Nothing changes unless you agree, with the link below (it works once and for ${hours} hours) or on your profile after signing in, and that address is confirmed. If you do not agree, ignore this mail and tell your clinic.`,
    action: 'I agree to this change',
  },
  /** To the old address once a change took effect. */
  undoMail: {
    subject: 'Your Clinicall e-mail address was changed',
    body: (newEmail: string) =>
      `The sign-in e-mail of your Clinicall account was changed to ${newEmail}, and every session was ended.`,
    effect: (days: number) =>
      `If you did not make or agree to this change, undo it with the link below: this address becomes the sign-in e-mail again and every session ends. The link works once and for ${days} days.`,
    action: 'Undo this change',
  },
} as const;

export const ConfirmEmailChangeRequestSchema = z.object({ key: z.string().min(1).max(200) });
export type ConfirmEmailChangeRequest = z.infer<typeof ConfirmEmailChangeRequestSchema>;

/**
 * What a confirmation or agreement did: `changed` when the new address is now the sign-in e-mail,
 * otherwise which of the two proofs the change still waits for.
 */
export const EmailChangeStatusSchema = z.enum([
  'changed',
  'awaiting-agreement',
  'awaiting-confirmation',
]);
export type EmailChangeStatus = z.infer<typeof EmailChangeStatusSchema>;

export const ConfirmEmailChangeResponseSchema = z.object({
  email: z.string(),
  status: EmailChangeStatusSchema,
});
export type ConfirmEmailChangeResponse = z.infer<typeof ConfirmEmailChangeResponseSchema>;

/** The undo link: the restored sign-in e-mail. */
export const UndoEmailChangeResponseSchema = z.object({ email: z.string() });
export type UndoEmailChangeResponse = z.infer<typeof UndoEmailChangeResponseSchema>;

/** Issue 19 path 4: the signed-in owner's own change, proven by the current password. */
export const OwnEmailChangeRequestSchema = z.object({
  email: ProfileEmailSchema,
  currentPassword: z.string().min(1).max(200),
});
export type OwnEmailChangeRequest = z.infer<typeof OwnEmailChangeRequestSchema>;

export const PendingEmailChangeSchema = z.object({ newEmail: z.string() });
export type PendingEmailChange = z.infer<typeof PendingEmailChangeSchema>;

/** The change waiting for the patient's (or family head's) agreement, if any. */
export const AwaitingAgreementSchema = z.object({ newEmail: z.string().nullable() });
export type AwaitingAgreement = z.infer<typeof AwaitingAgreementSchema>;

/** A patient (or their family head) agrees in their own session to a change staff started. */
export const AgreeInSessionRequestSchema = z.object({ patientId: IdTextSchema });
export type AgreeInSessionRequest = z.infer<typeof AgreeInSessionRequestSchema>;

/** Issue 19 path 2: a clinic admin recovers a patient who lost access to their current address. */
export const EmailRecoveryRequestSchema = z.object({
  email: ProfileEmailSchema,
  reason: z
    .string()
    .trim()
    .min(EMAIL_RECOVERY_REASON_MIN, EmailChangeMessages.recoveryReasonRequired)
    .max(1000),
});
export type EmailRecoveryRequest = z.infer<typeof EmailRecoveryRequestSchema>;
