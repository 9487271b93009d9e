import { randomBytes } from 'node:crypto';
import { Role } from '@clinicall/shared/roles';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { clinicMemberships, clinics } from '../db/schema/clinics.js';
import { mailOutbox } from '../db/schema/mail.js';
import { assistantProviders, providerProfiles } from '../db/schema/profiles.js';
import type { App } from '../app.js';
import { createUserAccount, type NewUser } from '../modules/identity/user-accounts.js';

export const TEST_PASSWORD = 'Testing123';

const unique = () => randomBytes(5).toString('hex');

export async function createClinic(
  ex: Executor,
  overrides: Partial<typeof clinics.$inferInsert> = {},
) {
  const [clinic] = await ex
    .insert(clinics)
    .values({
      name: `Clinic ${unique()}`,
      description: 'Test clinic',
      clinicType: 'Primary care',
      ...overrides,
    })
    .returning();
  if (!clinic) throw new Error('clinic insert returned no row');
  return clinic;
}

export async function createUser(
  ex: Executor,
  role: Role,
  overrides: Partial<NewUser> & { clinicId?: number } = {},
) {
  const { clinicId, ...rest } = overrides;
  const user = await createUserAccount(ex, {
    email: `${role.slice(5).toLowerCase()}-${unique()}@test.example`,
    password: TEST_PASSWORD,
    role,
    firstName: 'Test',
    lastName: role.slice(5).toLowerCase(),
    ...rest,
  });
  if (clinicId) await ex.insert(clinicMemberships).values({ userId: user.id, clinicId });
  if (role === Role.provider) {
    await ex
      .insert(providerProfiles)
      .values({ userId: user.id, primarySpecialty: 'Family Medicine' });
  }
  return user;
}

export async function linkAssistant(ex: Executor, assistantId: number, providerId: number) {
  await ex.insert(assistantProviders).values({ assistantId, providerId });
}

export async function signIn(app: App, email: string, password = TEST_PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/authenticate',
    payload: { email, password, timeZoneOffset: 0, timeZone: 'UTC' },
  });
  const body = response.json<{ token?: string; expires?: number }>();
  if (!body.token) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return body.token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The newest mail to `to` in the outbox, after the queued mails have been delivered. */
export async function latestMail(app: App, to: string) {
  await app.jobs.drain();
  const [mail] = await app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}

/** A user of the role with a live session: the start of most access and password stories. */
export async function createSignedInUser(
  app: App,
  role: Role,
  overrides: Parameters<typeof createUser>[2] = {},
) {
  const user = await createUser(app.db, role, overrides);
  return { user, token: await signIn(app, user.email) };
}

/** The status GET /account answers for a token: 200 while its session is live, 401 after. */
export async function accountStatus(app: App, token: string) {
  return (await app.inject({ url: '/api/account', headers: bearer(token) })).statusCode;
}
