import type { ErrorCode } from '@clinicall/shared/errors';
import { DomainError } from './domain-error.js';

/**
 * Issue 19 path 11: a record or patient outside the caller's reach answers exactly as a missing
 * one (404 NOT_FOUND): ids are sequential, and a different answer would tell that the id exists.
 * The refusal is still one: the access plugin audits it as `access.forbidden` with `refused` (the
 * code it would have answered) and `reason` in the detail.
 */
export class HiddenRefusal extends DomainError {
  constructor(
    readonly refused: ErrorCode,
    readonly reason: string,
  ) {
    super('NOT_FOUND');
  }
}

export const hiddenRefusal = (refused: ErrorCode, reason: string) =>
  new HiddenRefusal(refused, reason);
