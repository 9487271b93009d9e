import { z } from 'zod';
import { Messages } from './messages.js';
import { LifecycleMessages } from './scheduling/lifecycle.js';
import { SchedulingMessages } from './scheduling/messages.js';

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
  BAD_PASSCODE: { status: 401, message: Messages.login.badPasscode },
  PASSCODE_EXPIRED: { status: 401, message: Messages.login.passcodeExpired },
  FORBIDDEN: { status: 403, message: Messages.generic.forbidden },
  CLINIC_FORBIDDEN: { status: 403, message: Messages.generic.forbidden },
  NOT_LINKED: { status: 403, message: Messages.assistant.notLinked },
  NOT_FOUND: { status: 404, message: Messages.generic.notFound },
  RESET_KEY_INVALID: { status: 404, message: Messages.reset.requestFailed },
  CONFLICT: { status: 409, message: Messages.generic.error },
  /** Scheduling (C12, C3, C22, C30, C52): offerings, availability and booking refusals. */
  NO_TEMPLATES: { status: 409, message: SchedulingMessages.noTemplates },
  IN_OFFICE_NOT_ALLOWED: { status: 409, message: SchedulingMessages.inOfficeNotAllowed },
  AVAILABILITY_PAST_DAY: { status: 409, message: SchedulingMessages.pastDay },
  /** Another booking holds (part of) the time: the web returns to the date step. */
  SLOT_TAKEN: { status: 409, message: SchedulingMessages.slotTaken },
  /** Outside availability, in the past, within the 24-hour block or beyond the request window. */
  SLOT_UNAVAILABLE: { status: 409, message: SchedulingMessages.slotUnavailable },
  TYPE_NOT_OFFERED: { status: 409, message: SchedulingMessages.typeNotOffered },
  PRICE_CHANGED: { status: 409, message: SchedulingMessages.priceChanged },
  PATIENT_SCHEDULING_DISABLED: {
    status: 403,
    message: SchedulingMessages.patientSchedulingDisabled,
  },
  /** The appointment lifecycle (C75, C79–C81, C98–C102). */
  ILLEGAL_TRANSITION: { status: 409, message: LifecycleMessages.illegalTransition },
  NOT_YOUR_TURN: { status: 403, message: LifecycleMessages.notYourTurn },
  CANCEL_TOO_LATE: { status: 409, message: LifecycleMessages.cancelTooLate },
  SCHEDULING_DISABLED: { status: 403, message: LifecycleMessages.schedulingDisabled },
  RESPONSE_LINK_INVALID: { status: 400, message: LifecycleMessages.linkInvalid },
  /** C76: a request paid by card is accepted through the payment flow, which charges first. */
  PAYMENT_REQUIRED: { status: 409, message: LifecycleMessages.paymentRequired },
  PAYLOAD_TOO_LARGE: { status: 413, message: Messages.generic.error },
  RATE_LIMITED: { status: 429, message: Messages.login.tooManyAttempts },
  /** Too many failed sign-ins for one account; even the right password waits out the lock. */
  ACCOUNT_LOCKED: { status: 429, message: Messages.login.accountLocked },
  INTERNAL: { status: 500, message: Messages.generic.internal },
  DATABASE_UNAVAILABLE: { status: 503, message: Messages.generic.unavailable },
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
