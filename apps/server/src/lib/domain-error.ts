import { ErrorCodes, type ErrorCode } from '@clinicall/shared/errors';

/**
 * The one error type services throw; the error handler maps it to HTTP. The status comes from the
 * shared code table; `message` is shown to users and defaults to the code's own text.
 */
export class DomainError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly detail?: string,
  ) {
    super(message ?? ErrorCodes[code].message);
    this.status = ErrorCodes[code].status;
  }
}

export const domainError = (code: ErrorCode, message?: string, detail?: string) =>
  new DomainError(code, message, detail);
