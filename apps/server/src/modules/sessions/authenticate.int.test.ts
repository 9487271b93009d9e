import { Messages } from '@clinicall/shared/messages';
import { Role } from '@clinicall/shared/roles';
import { count, desc, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { users } from '../../db/schema/identity.js';
import { useTestApp } from '../../test-support/test-app.js';
import {
  TEST_PASSWORD,
  bearer,
  createClinic,
  createUser,
  signIn,
  createSignedInUser,
} from '../../test-support/factories.js';

const ctx = useTestApp();

const authenticate = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/authenticate', payload: payload as object, headers });

describe('POST /api/authenticate', () => {
  test('A4 A6 valid credentials answer a token and its expiry in epoch milliseconds', async () => {
    const user = await createUser(ctx.database.db, Role.patient);
    const before = Date.now();
    const response = await authenticate({
      email: `  ${user.email.toUpperCase()} `,
      password: TEST_PASSWORD,
      timeZoneOffset: -300,
      timeZone: 'America/New_York',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string; expires: number }>();
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.expires).toBeGreaterThan(before + 3_600_000);
    const [stored] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.timeZone).toBe('America/New_York');
    expect(stored?.timeZoneOffset).toBe(-300);
    expect(stored?.lastLoginAt).not.toBeNull();
  });

  test('A5 unknown e-mail and wrong password give the same "Incorrect Username or Password"', async () => {
    const user = await createUser(ctx.database.db, Role.provider);
    const wrongPassword = await authenticate({ email: user.email, password: 'Wrong12345' });
    const unknownEmail = await authenticate({
      email: 'nobody@test.example',
      password: TEST_PASSWORD,
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      code: 'BAD_CREDENTIALS',
      errorMessage: Messages.login.badCredentials,
    });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  test('A8 an account that must change its password answers action firstTimeLogin and no token', async () => {
    const user = await createUser(ctx.database.db, Role.provider, { mustChangePassword: true });
    const response = await authenticate({ email: user.email, password: TEST_PASSWORD });
    expect(response.json()).toEqual({ action: 'firstTimeLogin' });
  });

  test('a deactivated account cannot sign in', async () => {
    const user = await createUser(ctx.database.db, Role.patient, { activated: false });
    const response = await authenticate({ email: user.email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(response.json().errorMessage).toBe(Messages.login.accountInactive);
  });

  test('sign-ins and failed sign-ins are written to the audit log with who, when and from where', async () => {
    const user = await createUser(ctx.database.db, Role.patient);
    await authenticate(
      { email: user.email, password: 'Wrong12345' },
      { 'user-agent': 'audit-test' },
    );
    await signIn(ctx.app, user.email);
    const rows = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.userId, user.id))
      .orderBy(desc(auditLog.id));
    expect(rows.map((r) => r.action)).toEqual(['login.success', 'login.failed']);
    expect(rows[1]).toMatchObject({ ip: '127.0.0.1', userAgent: 'audit-test' });
    expect(rows[1]?.detail).toEqual({ reason: 'wrong-password' });
    expect(rows[0]?.at).toBeInstanceOf(Date);
  });

  test('a body that fails its schema answers 400 naming the field, and writes nothing', async () => {
    const [before] = await ctx.database.db.select({ n: count() }).from(auditLog);
    const response = await authenticate({ email: 'someone@test.example', password: 42 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', fields: [{ field: 'password' }] });
    expect(response.json().errorMessage).toContain('password');
    const [after] = await ctx.database.db.select({ n: count() }).from(auditLog);
    expect(after?.n).toBe(before?.n);
  });

  test('injection strings in every login field are harmless', async () => {
    const attacks = [
      "' OR '1'='1",
      "admin'--",
      '"; DROP TABLE users; --',
      '<script>alert(1)</script>',
    ];
    const [before] = await ctx.database.db.select({ n: count() }).from(users);
    for (const attack of attacks) {
      const response = await authenticate({
        email: attack,
        password: attack,
        timeZoneOffset: 0,
        timeZone: 'UTC',
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().errorMessage).toBe(Messages.login.badCredentials);
    }
    const [after] = await ctx.database.db.select({ n: count() }).from(users);
    expect(after?.n).toBe(before?.n);
  });

  test('a time zone that is no IANA zone is refused with 400 naming timeZone, and nothing is stored', async () => {
    const user = await createUser(ctx.database.db, Role.patient);
    for (const timeZone of ['<script>alert(1)</script>', '"; DROP TABLE users; --', '+01:00']) {
      const response = await authenticate({ email: user.email, password: TEST_PASSWORD, timeZone });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        fields: [{ field: 'timeZone' }],
      });
      expect(response.json().errorMessage).toContain('timeZone');
    }
    const [stored] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.timeZone).toBeNull();
    expect(stored?.lastLoginAt).toBeNull();
    const utc = await authenticate({ email: user.email, password: TEST_PASSWORD, timeZone: 'UTC' });
    expect(utc.statusCode).toBe(200);
  });
});

describe('identity and configuration', () => {
  test('A28 GET /account answers roles and roomName; without a token it is refused', async () => {
    const { user, token } = await createSignedInUser(ctx.app, Role.provider);
    const response = await ctx.app.inject({ url: '/api/account', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      email: user.email,
      roles: [Role.provider],
      roomName: null,
      actingAssistant: null,
    });
    const anonymous = await ctx.app.inject({ url: '/api/account' });
    expect(anonymous.statusCode).toBe(401);
  });

  test('A29 GET /getLoggedUser carries the profile and clinicDTOS with their feature flags', async () => {
    const clinic = await createClinic(ctx.database.db, {
      isPatientScheduleAppointmentEnabled: true,
      providerNetworkEnabled: true,
    });
    const { user, token } = await createSignedInUser(ctx.app, Role.provider, {
      clinicId: clinic.id,
    });
    const response = await ctx.app.inject({ url: '/api/getLoggedUser', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: user.id,
      roles: [Role.provider],
      primarySpecialty: 'Family Medicine',
    });
    expect(body.clinicDTOS).toEqual([
      expect.objectContaining({
        id: clinic.id,
        patientScheduleAppointmentEnabled: true,
        isPatientScheduleAppointmentEnabled: true,
        providerNetworkEnabled: true,
        allowRemotePatientMonitoring: false,
      }),
    ]);
  });

  test('A30 configs carry sessionDuration and encounterRange; siteConfig the request window', async () => {
    const configs = await ctx.app.inject({ url: '/api/configs' });
    expect(configs.json()).toEqual({
      sessionDuration: 900,
      encounterRange: 15,
      supportEmail: ctx.app.config.supportEmail,
      knowledgeBaseUrl: null,
      liveChatUrl: null,
    });
    const site = await ctx.app.inject({ url: '/api/siteConfig' });
    expect(site.json()).toEqual({
      encounterRequestWindowDays: 30,
      environment: 'prod',
      version: '0.0.1',
    });
  });
});
