import { randomBytes } from 'node:crypto';
import { DevMailboxStatusSchema, OutboxMailListSchema } from '@clinicall/shared/dev-mailbox';
import { Role } from '@clinicall/shared/roles';
import { describe, expect, test } from 'vitest';
import { bearer, createUser, tokenFor } from '../../test-support/factories.js';
import { createTestApp, useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();

async function tokenOf(role: Role) {
  const user = await createUser(ctx.app.db, role);
  return tokenFor(ctx.app, user.id);
}

const get = (url: string, token: string) => ctx.app.inject({ url, headers: bearer(token) });

describe('the development mailbox', () => {
  test('tells the super admin it exists and lists the mails newest first, with both bodies', async () => {
    const admin = await tokenOf(Role.superAdmin);
    const to = `mailbox-${randomBytes(4).toString('hex')}@example.org`;
    for (const subject of ['first', 'second']) {
      await ctx.app.mailer.enqueue(
        { to, subject, text: `${subject} text`, html: '<p>x</p>' },
        ctx.app.db,
      );
    }
    await ctx.app.jobs.drain();

    const status = await get('/api/dev/outbox/status', admin);
    expect(DevMailboxStatusSchema.parse(status.json())).toEqual({ available: true });
    const list = await get(`/api/dev/outbox?to=${encodeURIComponent(to)}`, admin);
    const mails = OutboxMailListSchema.parse(list.json());
    expect(mails.map((mail) => mail.subject)).toEqual(['second', 'first']);
    expect(mails[0]).toMatchObject({ to, text: 'second text', html: '<p>x</p>' });
  });

  test.each([Role.clinicAdmin, Role.provider, Role.assistant, Role.patient])(
    'refuses its status and its list to the %s',
    async (role) => {
      const token = await tokenOf(role);
      expect((await get('/api/dev/outbox/status', token)).statusCode).toBe(403);
      expect((await get('/api/dev/outbox', token)).statusCode).toBe(403);
    },
  );

  test('in production the status says absent and the list does not exist', async () => {
    const production = await createTestApp({
      env: {
        NODE_ENV: 'production',
        JWT_SECRET: randomBytes(36).toString('base64url'),
        HMAC_SECRET: randomBytes(36).toString('base64url'),
        ALLOW_NO_SMTP: 'true',
        PUBLIC_URL: 'https://clinic.example',
      },
    });
    try {
      const admin = await createUser(production.app.db, Role.superAdmin);
      const token = await tokenFor(production.app, admin.id);
      const status = await production.app.inject({
        url: '/api/dev/outbox/status',
        headers: bearer(token),
      });
      expect(status.json()).toEqual({ available: false });
      const list = await production.app.inject({ url: '/api/dev/outbox', headers: bearer(token) });
      expect(list.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
