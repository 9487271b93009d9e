import type { ErrorResponse } from '@clinicall/shared/errors';
import { Messages } from '@clinicall/shared/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError } from '../lib/domain-error.js';

const fieldName = (instancePath: string, context: string | undefined) =>
  instancePath.replace(/^\//, '').replaceAll('/', '.') || context || 'request';

/** One mapping from thrown errors to the API's error shape; 5xx answers never carry internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => ({
        field: fieldName(issue.instancePath, error.validationContext),
        message: issue.message ?? 'is invalid',
        custom: (issue.params.issue as { code?: string } | undefined)?.code === 'custom',
      }));
      const first = fields[0];
      const body: ErrorResponse = {
        code: 'VALIDATION',
        errorMessage: first
          ? first.custom
            ? first.message
            : `Invalid ${first.field}: ${first.message}`
          : Messages.generic.error,
        fields: fields.map(({ field, message }) => ({ field, message })),
      };
      return reply.status(400).send(body);
    }
    if (error instanceof DomainError) {
      const body: ErrorResponse = { code: error.code, errorMessage: error.message };
      if (error.detail) body.detail = error.detail;
      return reply.status(error.status).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ code: 'RATE_LIMITED', errorMessage: Messages.login.tooManyAttempts } satisfies ErrorResponse);
    }
    if (status < 500) {
      return reply
        .status(status)
        .send({ code: error.code ?? 'BAD_REQUEST', errorMessage: error.message } satisfies ErrorResponse);
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ code: 'INTERNAL', errorMessage: Messages.generic.internal } satisfies ErrorResponse);
  });
}
