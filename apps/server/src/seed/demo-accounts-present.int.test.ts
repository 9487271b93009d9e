import { describe, expect, test } from 'vitest';
import { StartupError } from '../lib/startup-error.js';
import { createUser } from '../test-support/factories.js';
import { useTestApp } from '../test-support/test-app.js';
import { demoAccounts } from './demo-accounts.js';
import { refuseDemoAccounts } from './demo-accounts-present.js';

const ctx = useTestApp();

describe('demo accounts in production', () => {
  test('a database without demo accounts may serve production', async () => {
    await expect(refuseDemoAccounts(ctx.app.db)).resolves.toBeUndefined();
  });

  test('a demo account in the database stops the start with a message naming it (exit 78)', async () => {
    const { email, role } = demoAccounts.passcodeProvider;
    await createUser(ctx.app.db, role, { email });
    const refusal = await refuseDemoAccounts(ctx.app.db).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(StartupError);
    expect((refusal as StartupError).exitCode).toBe(78);
    expect((refusal as StartupError).message).toContain(email);
  });
});
