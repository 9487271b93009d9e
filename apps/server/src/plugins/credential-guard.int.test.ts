import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { auditLog } from '../db/schema/audit.js';
import { users } from '../db/schema/identity.js';
import { mailOutbox } from '../db/schema/mail.js';
import { createClinicWorld } from '../test-support/clinic-world.js';
import { changeOwnEmail, freshEmail, resetMailed } from '../test-support/email-changes.js';
import { accountStatus, bearer, signIn, TEST_PASSWORD } from '../test-support/factories.js';
import { useTestApp } from '../test-support/test-app.js';

const ctx = useTestApp();

/**
 * Routes that change the account's credentials, sign-in identity or sessions, found by name:
 * password, passcode, e-mail, sessions. Open routes are left out (no session, so nobody acts),
 * and so is signing out of the session itself (an assistant may end their own acting session).
 */
const CREDENTIAL_WORDS = /password|passcode|email|session/i;
/** Routes that change credentials only sometimes: their rule is a test of the request. */
const SOMETIMES = ['PUT /api/providers/profile'];

async function actAs(assistantToken: string, providerId: number) {
  const response = await ctx.app.inject({
    url: `/api/assistant/authenticate/${providerId}`,
    headers: bearer(assistantToken),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string }>().token;
}

const profileBody = (email: string) => ({
  firstName: 'Paula',
  lastName: 'Provider',
  email,
  primarySpecialty: 'Family Medicine',
  briefOverview: 'Family doctor.',
});

async function refusals(providerId: number, assistantId: number) {
  return ctx.app.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'credentials.acting-refused'),
        eq(auditLog.userId, providerId),
        eq(auditLog.actingAssistantId, assistantId),
      ),
    );
}

describe('issue 19 path 3: an acting assistant never changes the provider’s credentials', () => {
  test('issue 19 path 3: every credential route of the route table carries the credential rule', () => {
    const open = new Set(
      ctx.app.routeAccess.filter((r) => r.access === 'open').map((r) => `${r.method} ${r.url}`),
    );
    const table = ctx.app.routeCredentials.map((r) => ({ ...r, name: `${r.method} ${r.url}` }));
    const credentialRoutes = table.filter((r) => CREDENTIAL_WORDS.test(r.url) && !open.has(r.name));
    expect(credentialRoutes.length).toBeGreaterThanOrEqual(7);
    for (const route of credentialRoutes) expect(route.credentials, route.name).toBe(true);
    for (const name of SOMETIMES) {
      expect(typeof table.find((r) => r.name === name)?.credentials, name).toBe('function');
    }
  });

  test('issue 19 path 3: acting, a new e-mail on the provider’s profile is refused, audited, and nothing changes; a reset to it signs nobody in', async () => {
    const world = await createClinicWorld(ctx.app);
    const acting = await actAs(world.assistant.token, world.provider.id);
    const attacker = freshEmail('assistant');
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/providers/profile',
      headers: bearer(acting),
      payload: profileBody(attacker),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'ACTING_CREDENTIALS_FORBIDDEN',
      errorMessage: expect.stringContaining('acting for a provider'),
    });
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, world.provider.id));
    expect(row?.email).toBe(world.provider.email);
    expect(await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, attacker))).toEqual(
      [],
    );
    expect(await refusals(world.provider.id, world.assistant.id)).toHaveLength(1);
    expect(await resetMailed(ctx.app, attacker)).toBe(false);
  });

  test('issue 19 path 3: acting, the e-mail form, the password change and the sessions are refused and audited; the provider’s password and sessions stand', async () => {
    const world = await createClinicWorld(ctx.app);
    const acting = await actAs(world.assistant.token, world.provider.id);
    const attempts = [
      changeOwnEmail(ctx.app, acting, freshEmail('assistant')),
      ctx.app.inject({
        method: 'POST',
        url: '/api/account/change_password',
        headers: bearer(acting),
        payload: { oldPassword: TEST_PASSWORD, newPassword: 'Assistant-Owns-1' },
      }),
      ctx.app.inject({ url: '/api/account/sessions', headers: bearer(acting) }),
      ctx.app.inject({ method: 'DELETE', url: '/api/account/sessions', headers: bearer(acting) }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().code).toBe('ACTING_CREDENTIALS_FORBIDDEN');
    }
    expect(await refusals(world.provider.id, world.assistant.id)).toHaveLength(4);
    expect(await accountStatus(ctx.app, world.provider.token)).toBe(200);
    await signIn(ctx.app, world.provider.email, TEST_PASSWORD);
  });

  test('issue 19 path 3: acting, the rest of the profile still saves; the provider changes their own e-mail with their password', async () => {
    const world = await createClinicWorld(ctx.app);
    const acting = await actAs(world.assistant.token, world.provider.id);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/providers/profile',
      headers: bearer(acting),
      payload: { ...profileBody(world.provider.email), briefOverview: 'Updated by the assistant.' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().briefOverview).toBe('Updated by the assistant.');
    const own = await changeOwnEmail(ctx.app, world.provider.token, freshEmail('own'));
    expect(own.statusCode, own.body).toBe(202);
    const loggedOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(acting),
    });
    expect(loggedOut.statusCode).toBe(204);
  });
});
