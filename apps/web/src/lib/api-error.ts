import type { ErrorCode, ErrorResponse } from '@clinicall/shared/errors';
import { GenericMessages } from '@clinicall/shared/sign-in-messages';

/** Failures the browser sees that the server never answered with a code of its own. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'BAD_RESPONSE' | 'UNEXPECTED_ANSWER';

/** Status 0 stands for "no answer": the network failed before the server replied. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | ClientErrorCode;
  readonly detail: string | undefined;
  readonly fields: ErrorResponse['fields'];

  constructor(status: number, body: Omit<ErrorResponse, 'code'> & { code: ApiError['code'] }) {
    super(body.errorMessage);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.detail = body.detail;
    this.fields = body.fields;
  }

  /** Failures the user cannot fix by changing input: they open the generic error dialog (H2). */
  get unexpected(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}

const NETWORK_ERROR_MESSAGE = 'Unable to reach Clinicall. Check your connection and try again.';

export async function apiErrorFrom(response: Response): Promise<ApiError> {
  // The schema (and zod) loads with the first refusal, not with the login screen.
  const [body, { ErrorResponseSchema }] = await Promise.all([
    response.json().catch(() => null) as Promise<unknown>,
    import('@clinicall/shared/errors'),
  ]);
  const parsed = ErrorResponseSchema.safeParse(body);
  if (parsed.success) return new ApiError(response.status, parsed.data);
  return new ApiError(response.status, {
    code: 'UNEXPECTED_ANSWER',
    errorMessage: response.status >= 500 ? GenericMessages.internal : GenericMessages.error,
  });
}

export function networkError(): ApiError {
  return new ApiError(0, { code: 'NETWORK_ERROR', errorMessage: NETWORK_ERROR_MESSAGE });
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
