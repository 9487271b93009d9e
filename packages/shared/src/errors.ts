import { z } from 'zod';
import { AdminUserMessages } from './admin-users.js';
import { AdminClinicMessages } from './admin-clinic.js';
import { FileMessages } from './files.js';
import { LegalMessages } from './legal-documents.js';
import { InviteMessages } from './invitations/messages.js';
import { SignupMessages } from './signup/messages.js';
import { IngestMessages } from './monitoring/ingest.js';
import { RpmMessages } from './monitoring/signup.js';
import { InMailMessages } from './messaging/messages.js';
import { Messages } from './messages.js';
import { SummaryMessages } from './notes/summaries.js';
import { TemplateMessages } from './notes/templates.js';
import { EmailChangeMessages } from './people/email-change.js';
import { PeopleMessages } from './people/messages.js';
import { LifecycleMessages } from './scheduling/lifecycle.js';
import { RoomAccessMessages } from './room-access/messages.js';
import { SchedulingMessages } from './scheduling/messages.js';
import { TimeZoneMessages } from './time-zone.js';
import { ProviderNetworkMessages } from './provider-network/provider-network.js';
import { ReferralMessages } from './referrals/referrals.js';

/**
 * Every error code the API answers, with its HTTP status and the message users see by default.
 * The server throws these, the OpenAPI document lists them, and the web branches on them: never on text.
 * `message` is the default; a thrower may give a more precise user-facing text (a field rule, say).
 */
export const ErrorCodes = {
  VALIDATION: { status: 400, message: Messages.generic.formInvalid },
  BAD_REQUEST: { status: 400, message: Messages.generic.error },
  WEAK_PASSWORD: { status: 400, message: Messages.password.rule },
  SAME_PASSWORD: { status: 400, message: Messages.password.sameAsExisting },
  WRONG_EXISTING_PASSWORD: { status: 400, message: Messages.password.existingWrong },
  NOT_FIRST_TIME: { status: 400, message: Messages.generic.error },
  PASSCODE_NOT_REQUIRED: { status: 400, message: Messages.generic.error },
  EMAIL_TAKEN: { status: 409, message: Messages.generic.emailTaken },
  UNAUTHORIZED: { status: 401, message: Messages.generic.unauthorized },
  BAD_CREDENTIALS: { status: 401, message: Messages.login.badCredentials },
  ACCOUNT_INACTIVE: { status: 401, message: Messages.login.accountInactive },
  /** Issue 20: every clinic the user belongs to is deactivated (their data is kept). */
  CLINIC_INACTIVE: { status: 401, message: AdminUserMessages.clinicInactive },
  BAD_PASSCODE: { status: 401, message: Messages.login.badPasscode },
  PASSCODE_EXPIRED: { status: 401, message: Messages.login.passcodeExpired },
  FORBIDDEN: { status: 403, message: Messages.generic.forbidden },
  CLINIC_FORBIDDEN: { status: 403, message: Messages.generic.forbidden },
  NOT_LINKED: { status: 403, message: Messages.assistant.notLinked },
  NOT_FOUND: { status: 404, message: Messages.generic.notFound },
  RESET_KEY_INVALID: { status: 404, message: Messages.reset.requestFailed },
  CONFLICT: { status: 409, message: Messages.generic.error },
  /** C67: a declined or failed charge; `detail` says why (declined, insufficient funds, ...). */
  PAYMENT_FAILED: { status: 402, message: Messages.payment.failed },
  /** The gateway could not be reached: nothing is known to be charged; retry with the same key. */
  PAYMENT_GATEWAY_UNAVAILABLE: { status: 502, message: Messages.payment.failed },
  PAYMENT_NOT_DUE: { status: 409, message: Messages.payment.notDue },
  ALREADY_PAID: { status: 409, message: Messages.payment.alreadyPaid },
  IDEMPOTENCY_KEY_REUSED: { status: 409, message: Messages.payment.keyReused },
  IDEMPOTENCY_IN_PROGRESS: { status: 409, message: Messages.payment.inProgress },
  NOT_REFUNDABLE: { status: 409, message: Messages.payment.notRefundable },
  ALREADY_REFUNDED: { status: 409, message: Messages.payment.alreadyRefunded },
  REFUND_FAILED: { status: 502, message: Messages.payment.refundFailed },
  CARD_PAYMENTS_OFF: { status: 409, message: Messages.payment.cardPaymentsOff },
  /** Scheduling (C12, C3, C22, C30, C52): offerings, availability and booking refusals. */
  NO_TEMPLATES: { status: 409, message: SchedulingMessages.noTemplates },
  IN_OFFICE_NOT_ALLOWED: { status: 409, message: SchedulingMessages.inOfficeNotAllowed },
  AVAILABILITY_PAST_DAY: { status: 409, message: SchedulingMessages.pastDay },
  /** Another booking holds (part of) the time: the web returns to the date step. */
  SLOT_TAKEN: { status: 409, message: SchedulingMessages.slotTaken },
  /** Outside availability, in the past, within the 24-hour block or beyond the request window. */
  SLOT_UNAVAILABLE: { status: 409, message: SchedulingMessages.slotUnavailable },
  TYPE_NOT_OFFERED: { status: 409, message: SchedulingMessages.typeNotOffered },
  /** Issue 19 path 6: the booking account holds its cap of open requests; the thrower names it. */
  OPEN_REQUESTS_LIMIT: { status: 409, message: SchedulingMessages.openRequestsCapped },
  /** Issue 19 path 6: too many booking calls from one account within a minute. */
  BOOKING_RATE_LIMITED: { status: 429, message: SchedulingMessages.bookingTooFast },
  PRICE_CHANGED: { status: 409, message: SchedulingMessages.priceChanged },
  PATIENT_SCHEDULING_DISABLED: {
    status: 403,
    message: SchedulingMessages.patientSchedulingDisabled,
  },
  /** E27: none of the provider's clinics allows appointment templates. */
  TEMPLATES_DISABLED: { status: 403, message: TemplateMessages.disabled },
  /** The appointment lifecycle (C75, C79–C81, C98–C102). */
  ILLEGAL_TRANSITION: { status: 409, message: LifecycleMessages.illegalTransition },
  NOT_YOUR_TURN: { status: 403, message: LifecycleMessages.notYourTurn },
  CANCEL_TOO_LATE: { status: 409, message: LifecycleMessages.cancelTooLate },
  SCHEDULING_DISABLED: { status: 403, message: LifecycleMessages.schedulingDisabled },
  APPOINTMENT_OVER: { status: 409, message: LifecycleMessages.appointmentOver },
  RESPONSE_LINK_INVALID: { status: 400, message: LifecycleMessages.linkInvalid },
  /** C76: a request paid by card is accepted through the payment flow, which charges first. */
  PAYMENT_REQUIRED: { status: 409, message: LifecycleMessages.paymentRequired },
  /** F72: the invited e-mail is a patient's: the web offers to add a family member instead. */
  INVITE_EMAIL_IS_PATIENT: { status: 409, message: InviteMessages.emailInUse },
  /** F72: the invited e-mail is a staff account's, which heads no family. */
  INVITE_EMAIL_IS_STAFF: { status: 409, message: InviteMessages.emailInUseByStaff },
  /** F108: a sign-up or join link that is forged, for another type, or unknown. */
  INVITATION_INVALID: { status: 400, message: SignupMessages.invalidParameters },
  INVITATION_EXPIRED: { status: 410, message: SignupMessages.linkExpired },
  INVITATION_USED: { status: 409, message: SignupMessages.linkUsed },
  SIGNUP_EMAIL_IN_USE: { status: 409, message: SignupMessages.emailInUse },
  /** Issue 10 part 4: the profile changed since the editor's copy was read; nothing was saved. */
  PROFILE_STALE: { status: 409, message: PeopleMessages.staleProfile },
  /** A mailed e-mail change link that is unknown, expired, used, or replaced by a newer change. */
  EMAIL_CHANGE_INVALID: { status: 404, message: EmailChangeMessages.linkInvalid },
  EMAIL_CHANGE_EXPIRED: { status: 410, message: EmailChangeMessages.linkExpired },
  EMAIL_CHANGE_USED: { status: 409, message: EmailChangeMessages.linkUsed },
  EMAIL_CHANGE_SUPERSEDED: { status: 409, message: EmailChangeMessages.linkSuperseded },
  /** Issue 19 path 4: one's own sign-in e-mail changes only with the current password. */
  EMAIL_CHANGE_PASSWORD_REQUIRED: { status: 400, message: EmailChangeMessages.passwordRequired },
  /** Issue 19 path 3: an acting session never changes the account's credentials or sessions. */
  ACTING_CREDENTIALS_FORBIDDEN: { status: 403, message: EmailChangeMessages.actingRefused },
  /** The account's time zone is the user's own setting: an acting assistant cannot change it. */
  ACTING_TIME_ZONE_FORBIDDEN: { status: 403, message: TimeZoneMessages.actingRefused },
  /** Issue 20 point 10: the session waits for its user to accept newly published documents. */
  LEGAL_ACCEPTANCE_REQUIRED: { status: 403, message: LegalMessages.acceptanceRequired },
  /** A legal document changed since the caller read it (a newer draft or version). */
  LEGAL_VERSION_STALE: { status: 409, message: LegalMessages.stale },
  /** Room entry (D18–D27): a pass or invite that is forged, expired or revoked. */
  ROOM_PASS_INVALID: { status: 403, message: RoomAccessMessages.passInvalid },
  ROOM_INVITE_INVALID: { status: 403, message: RoomAccessMessages.inviteInvalid },
  NOT_A_PARTICIPANT: { status: 409, message: RoomAccessMessages.notParticipant },
  NO_ROOM: { status: 409, message: RoomAccessMessages.noRoom },
  /** B25, I22: mute all asked while the room's clinic has its switch off. */
  MUTE_ALL_DISABLED: { status: 403, message: 'Mute all is turned off for this clinic.' },
  /** D27: the date of birth does not match the room link's patient (after the automatic try). */
  DATE_OF_BIRTH_MISMATCH: { status: 403, message: RoomAccessMessages.roomLink.wrongDateOfBirth },
  /** D20: the automatic first try of a room link, made without a date of birth. */
  DATE_OF_BIRTH_REQUIRED: { status: 401, message: RoomAccessMessages.roomLink.dateRequired },
  PAYLOAD_TOO_LARGE: { status: 413, message: Messages.generic.error },
  /** An uploaded file over its limit; the thrower gives the upload's own text (E11, E12, F40). */
  FILE_TOO_LARGE: { status: 413, message: FileMessages.attachmentTooLarge },
  /** An upload whose name or content is not an accepted type (checked by content, not name). */
  FILE_TYPE_REFUSED: { status: 415, message: FileMessages.wrongType },
  /** Templates and post-encounter notes (E34, E48, E49). The thrower names the template (E34). */
  TEMPLATE_NAME_TAKEN: { status: 409, message: 'Template name already exists' },
  TEMPLATE_IN_USE: { status: 409, message: TemplateMessages.inUse },
  NOT_LEAD_PROVIDER: { status: 403, message: SummaryMessages.leadOnly },
  SUMMARY_NOT_STARTED: { status: 409, message: SummaryMessages.notStarted },
  /** In-mail (E16, E19, E22): a topic the caller does not take part in, a finished encounter. */
  NOT_SUBSCRIBED: { status: 403, message: InMailMessages.notSubscribed },
  ENCOUNTER_FINISHED: { status: 409, message: InMailMessages.encounterFinished },
  RATE_LIMITED: { status: 429, message: Messages.login.tooManyAttempts },
  /** Too many failed sign-ins for one account; even the right password waits out the lock. */
  ACCOUNT_LOCKED: { status: 429, message: Messages.login.accountLocked },
  /** B12, B15: another clinic has this custom URL, whatever its case. */
  CUSTOM_URL_TAKEN: { status: 409, message: AdminClinicMessages.customUrlTaken },
  /** A custom URL equal to one of the application's own first path segments (login, api…). */
  CUSTOM_URL_RESERVED: { status: 409, message: AdminClinicMessages.customUrlReserved },
  /** F99, B19: none of the provider's clinics has the provider network on. */
  PROVIDER_NETWORK_DISABLED: { status: 403, message: ProviderNetworkMessages.disabled },
  /** Issue 22 item 3: the referral is no longer in the state the transition starts from. */
  REFERRAL_ALREADY_ANSWERED: { status: 409, message: ReferralMessages.alreadyAnswered },
  /** Issue 22 item 4: the caller's referral grant on this patient expired or was revoked. */
  REFERRAL_ACCESS_ENDED: { status: 403, message: ReferralMessages.accessEnded },
  /** Issue 23, B22, F10: remote monitoring is off in the patient's clinics (or not with this partner). */
  MONITORING_OFF: { status: 403, message: RpmMessages.monitoringOff },
  /** Issue 23: an ingest delivery whose Standard Webhooks signature or timestamp does not verify. */
  INGEST_SIGNATURE_INVALID: { status: 401, message: IngestMessages.signature },
  /** Issue 23: a reading that cannot be stored (unit, range, shape); the thrower names it. */
  INGEST_READING_INVALID: { status: 422, message: Messages.generic.formInvalid },
  /** Issue 23: a reading for a patient not enrolled with the delivering partner. */
  INGEST_PATIENT_UNKNOWN: { status: 422, message: Messages.generic.formInvalid },
  /** Issue 23: a reading id delivered again with different content. */
  INGEST_READING_REUSED: { status: 409, message: Messages.generic.formInvalid },
  INTERNAL: { status: 500, message: Messages.generic.internal },
  DATABASE_UNAVAILABLE: { status: 503, message: Messages.generic.unavailable },
  /** Issue 24: nginx's own answer when no instance can answer (deploy/nginx, `@unavailable`). */
  SERVICE_UNAVAILABLE: { status: 503, message: Messages.generic.unavailable },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ErrorCodes;
export const ERROR_CODES = Object.keys(ErrorCodes) as [ErrorCode, ...ErrorCode[]];

export const ErrorCodeSchema = z.enum(ERROR_CODES);

/** The statuses some code answers with: the standard error responses every route documents. */
export const ERROR_STATUSES = [...new Set(Object.values(ErrorCodes).map((e) => e.status))].sort();

/** Every error the API answers has this shape; `errorMessage` is safe to show to the user. */
export const ErrorResponseSchema = z.object({
  code: ErrorCodeSchema,
  errorMessage: z.string(),
  detail: z.string().optional(),
  fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
export type FieldError = NonNullable<ErrorResponse['fields']>[number];
