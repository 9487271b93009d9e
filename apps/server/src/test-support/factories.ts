import { randomBytes, randomUUID } from 'node:crypto';
import { Role } from '@clinicall/shared/roles';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { clinicMemberships, clinics } from '../db/schema/clinics.js';
import { sessions } from '../db/schema/identity.js';
import { mailOutbox } from '../db/schema/mail.js';
import { assistantProviders, providerProfiles } from '../db/schema/profiles.js';
import type { App } from '../app.js';
import { hashPassword } from '../lib/password-hashing.js';
import { createUserAccount, type NewUser } from '../modules/account/user-accounts.js';

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

let testPasswordHash: Promise<string> | undefined;

/** One argon2 hash of TEST_PASSWORD per test file: hashing is what makes account creation slow. */
const hashedTestPassword = () => (testPasswordHash ??= hashPassword(TEST_PASSWORD));

export async function createUser(
  ex: Executor,
  role: Role,
  overrides: Partial<Omit<NewUser, 'passwordHash'>> & { password?: string; clinicId?: number } = {},
) {
  const { clinicId, password, ...rest } = overrides;
  const user = await createUserAccount(ex, {
    email: `${role.slice(5).toLowerCase()}-${unique()}@test.example`,
    ...(password ? { password } : { passwordHash: await hashedTestPassword() }),
    role,
    firstName: 'Test',
    lastName: role.slice(5).toLowerCase(),
    ...rest,
  });
  if (clinicId) await joinClinic(ex, user.id, clinicId, role);
  if (role === Role.provider) {
    await ex
      .insert(providerProfiles)
      .values({ userId: user.id, primarySpecialty: 'Family Medicine' });
  }
  return user;
}

/** Adds a membership; `role` is the role the user holds in that clinic. */
export async function joinClinic(ex: Executor, userId: number, clinicId: number, role: Role) {
  await ex.insert(clinicMemberships).values({ userId, clinicId, role });
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

/**
 * A live session for the user without going through sign-in: for tests whose story starts signed
 * in (sign-in itself is tested on its own, and its argon2 check would dominate their time).
 */
export async function tokenFor(app: App, userId: number) {
  const sessionId = randomUUID();
  const expiresAt = Date.now() + 3_600_000;
  await app.db.insert(sessions).values({ id: sessionId, userId, expiresAt: new Date(expiresAt) });
  return app.tokens.sign({ userId, sessionId, expiresAt });
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
