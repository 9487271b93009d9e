import { readFileSync } from 'node:fs';
import { ErrorCodes, ErrorResponseSchema } from '@clinicall/shared/errors';
import { expect, test } from 'vitest';

const template = readFileSync(
  new URL('../../../deploy/nginx/clinicall.conf.template', import.meta.url),
  'utf8',
);

test('issue 24: nginx’s own 503 (no instance could answer) is the API’s SERVICE_UNAVAILABLE error, word for word', () => {
  const body = /location @unavailable \{[^}]*return 503 '([^']+)';/.exec(template)?.[1];
  expect(body).toBeDefined();
  const parsed = ErrorResponseSchema.parse(JSON.parse(body!));
  expect(parsed).toEqual({
    code: 'SERVICE_UNAVAILABLE',
    errorMessage: ErrorCodes.SERVICE_UNAVAILABLE.message,
  });
  expect(template).toMatch(/^\s*error_page 502 504 = @unavailable;$/m);
});
