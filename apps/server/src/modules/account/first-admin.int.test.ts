import { randomBytes } from 'node:crypto';
import { Messages } from '@clinicall/shared/messages';
import { Role } from '@clinicall/shared/roles';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { signIn } from '../../test-support/factories.js';
import { useTestApp } from '../../test-support/test-app.js';
import { createSuperAdmin } from './first-admin.js';

const ctx = useTestApp({
  env: {
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(36).toString('base64url'),
    HMAC_SECRET: randomBytes(36).toString('base64url'),
    ALLOW_NO_SMTP: 'true',
    PUBLIC_URL: 'https://clinic.example',
  },
});

const input = {
  email: 'Root@Clinic.example',
  password: 'Firstadmin1',
  firstName: 'Rae',
  lastName: 'Root',
};

describe('first super admin (production bootstrap)', () => {
  test('creates a super admin who signs in and lands as one; the creation is audited', async () => {
    const user = await createSuperAdmin(ctx.database.db, input);
    expect(user).toMatchObject({ email: 'root@clinic.example', role: Role.superAdmin });
    await signIn(ctx.app, 'root@clinic.example', input.password);
    const rows = await ctx.database.db.select().from(auditLog).where(eq(auditLog.userId, user.id));
    expect(rows.map((r) => r.action)).toContain('admin.created-by-cli');
  });

  test('refuses a weak password and an e-mail that exists', async () => {
    await expect(
      createSuperAdmin(ctx.database.db, { ...input, email: 'x@clinic.example', password: 'weak' }),
    ).rejects.toThrow(Messages.password.rule);
    await expect(createSuperAdmin(ctx.database.db, input)).rejects.toThrow(/exists already/);
  });

  test('production has no development mailbox', async () => {
    expect((await ctx.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/dev/mailbox' })).statusCode).toBe(404);
  });
});
