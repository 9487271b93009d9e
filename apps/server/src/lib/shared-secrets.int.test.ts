import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../db/database.js';
import { openTestDatabase } from '../test-support/test-database.js';
import { assertSharedSecrets } from './shared-secrets.js';
import { StartupError } from './startup-error.js';

let database: Database | undefined;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const db = () => {
  if (!database) throw new Error('the database is used before beforeAll ran');
  return database.db;
};

const refusal = async (run: Promise<void>) => {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StartupError);
  return error as StartupError;
};

describe('issue 24: every instance of an installation uses the same secrets', () => {
  test('an instance started with another JWT_SECRET refuses to start, naming it; ACCEPT_NEW_SECRETS records a rotation', async () => {
    const first = { jwtSecret: randomBytes(32), hmacSecret: randomBytes(32) };
    await assertSharedSecrets(db(), first, false);
    await assertSharedSecrets(db(), first, false);

    const otherJwt = { ...first, jwtSecret: randomBytes(32) };
    const refused = await refusal(assertSharedSecrets(db(), otherJwt, false));
    expect(refused.exitCode).toBe(78);
    expect(refused.message).toMatch(
      /^JWT_SECRET: not the one the other instances .*ACCEPT_NEW_SECRETS=true/,
    );
    expect(refused.message).not.toContain('HMAC_SECRET');

    const otherBoth = { jwtSecret: randomBytes(32), hmacSecret: randomBytes(32) };
    expect((await refusal(assertSharedSecrets(db(), otherBoth, false))).message).toMatch(
      /^JWT_SECRET and HMAC_SECRET: /,
    );

    // Rotated on every instance: the first start with the opt-in records the new ones.
    await assertSharedSecrets(db(), otherBoth, true);
    await assertSharedSecrets(db(), otherBoth, false);
    await refusal(assertSharedSecrets(db(), first, false));
  });
});
