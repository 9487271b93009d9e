import { Writable } from 'node:stream';
import { Role } from '@clinicall/shared/roles';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { users } from '../db/schema/identity.js';
import { createLogger } from '../lib/logger.js';
import { describeError } from '../lib/safe-error.js';
import { TEST_PASSWORD, bearer, createSignedInUser } from '../test-support/factories.js';
import { createTestApp, useTestApp } from '../test-support/test-app.js';

const ctx = useTestApp();

const refusedNaming = (response: { statusCode: number; json(): unknown }, field: string) => {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 'VALIDATION', fields: [{ field }] });
};

describe('NUL bytes and invalid text', () => {
  test('a NUL byte in a JSON body field answers 400 naming the field, not 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { email: 'someone\u0000@test.example', password: TEST_PASSWORD },
    });
    refusedNaming(response, 'email');
    expect(response.json<{ errorMessage: string }>().errorMessage).toContain('email');
  });

  test('a lone surrogate in a JSON body answers 400 naming the field', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/reset_password/init',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a\\ud800b@test.example"}',
    });
    refusedNaming(response, 'email');
  });

  test('a NUL byte or a lone surrogate in the query string answers 400 naming the parameter', async () => {
    const { token } = await createSignedInUser(ctx.app, Role.patient);
    for (const value of ['Old%00Password1', 'Old%ED%A0%80Password1']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/account/change_password?oldPassword=${value}&newPassword=Newpass123`,
        headers: bearer(token),
      });
      refusedNaming(response, 'oldPassword');
    }
  });

  test('a NUL byte in a path parameter answers 400 naming the parameter', async () => {
    const response = await ctx.app.inject({ url: '/api/account/reset_password/mail/ab%00cd' });
    refusedNaming(response, 'key');
  });
});

describe('what errors put in the log', () => {
  test('a failed query is logged without its SQL and without its parameters', async () => {
    const secret = 'secret-value-4711';
    const error = await ctx.app.db
      .select()
      .from(users)
      .where(eq(users.id, secret as unknown as number))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(Error);
    const logged = JSON.stringify(describeError(error));
    expect(logged).toContain('22P02');
    expect(logged).not.toContain(secret);
    expect(logged).not.toMatch(/select/i);
  });

  test('a request that fails leaves no query string, body or SQL parameter in the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = createLogger({ env: 'test', logLevel: 'info' }, stream);
    const broken = await createTestApp({ logger });
    await broken.database.close();
    const response = await broken.app.inject({
      method: 'POST',
      url: '/api/authenticate?campaign=query-secret-1',
      payload: { email: 'body-secret-2@test.example', password: 'Body-secret-3' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(500);
    await broken.app.close();
    const log = lines.join('');
    expect(log).toContain('request failed');
    for (const secret of ['query-secret-1', 'body-secret-2', 'Body-secret-3']) {
      expect(log).not.toContain(secret);
    }
  });
});
