import { ErrorCodes, type ErrorCode, type ErrorResponse } from '@clinicall/shared/errors';
import { Messages } from '@clinicall/shared/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { isConnectionError } from '../db/connection-errors.js';
import { DomainError } from '../lib/domain-error.js';

const fieldName = (instancePath: string, context: string | undefined) =>
  instancePath.replace(/^\//, '').replaceAll('/', '.') || context || 'request';

function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return 'BAD_REQUEST';
  }
}

type FieldIssue = { field: string; message: string; custom: boolean };

/** Custom messages are the spec's own texts and go out as they are; zod's generic ones name the field. */
function validationBody(issues: FieldIssue[]): ErrorResponse {
  const first = issues[0];
  return {
    code: 'VALIDATION',
    errorMessage: first
      ? first.custom
        ? first.message
        : `Invalid ${first.field}: ${first.message}`
      : Messages.generic.error,
    fields: issues.map(({ field, message }) => ({ field, message })),
  };
}

export const databaseUnavailable: ErrorResponse = {
  code: 'DATABASE_UNAVAILABLE',
  errorMessage: Messages.generic.unavailable,
};

/** One mapping from thrown errors to the API's error shape; 5xx answers never carry internals. */
export function registerErrorHandler(app: FastifyInstance) {
  let lastOutageLog = 0;
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    // An outage fails every request; one log line per 10 s says it without flooding.
    if (isConnectionError(error)) {
      if (Date.now() - lastOutageLog > 10_000) {
        lastOutageLog = Date.now();
        request.log.warn({ err: error }, 'database unavailable: answering 503');
      }
      return reply.status(503).header('retry-after', '5').send(databaseUnavailable);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(
        validationBody(
          error.validation.map((issue) => ({
            field: fieldName(issue.instancePath, error.validationContext),
            message: issue.message ?? 'is invalid',
            custom: issue.keyword === 'custom',
          })),
        ),
      );
    }
    // Handlers that merge several inputs parse them with zod themselves.
    if (error instanceof ZodError) {
      return reply.status(400).send(
        validationBody(
          error.issues.map((issue) => ({
            field: issue.path.join('.') || 'request',
            message: issue.message,
            custom: issue.code === 'custom',
          })),
        ),
      );
    }
    if (error instanceof DomainError) {
      const body: ErrorResponse = { code: error.code, errorMessage: error.message };
      if (error.detail) body.detail = error.detail;
      return reply.status(error.status).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own refusals (body too large, bad JSON, rate limit) speak the same codes.
      const code = codeForStatus(status);
      return reply.status(status).send({
        code,
        errorMessage: code === 'BAD_REQUEST' ? error.message : ErrorCodes[code].message,
      } satisfies ErrorResponse);
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ code: 'INTERNAL', errorMessage: Messages.generic.internal } satisfies ErrorResponse);
  });
}
