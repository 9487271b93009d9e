import { randomBytes } from 'node:crypto';
import { Role } from '@clinicall/shared/roles';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { users } from '../db/schema/identity.js';
import { isScoped, type Access } from '../lib/access/rules.js';
import { createTokenService } from '../modules/sessions/token.service.js';
import { createClinicWorld } from '../test-support/clinic-world.js';
import {
  accountStatus,
  bearer,
  createSignedInUser,
  createUser,
  signIn,
} from '../test-support/factories.js';
import { scopedRouteProbes } from '../test-support/scoped-route-probes.js';
import { createTestApp, useTestApp } from '../test-support/test-app.js';

const ctx = useTestApp();

const concrete = (url: string) =>
  url.replace(/:(\w+)/g, (_m, name: string) => (name === 'id' ? '1' : 'x'));

/** The one explicit list of endpoints that answer without a token. */
const OPEN_ENDPOINTS = [
  'GET /api/configs',
  'GET /api/siteConfig',
  'POST /api/authenticate',
  'POST /api/account/renewPasscode',
  'POST /api/account/change_password/first_time',
  'POST /api/account/reset_password/init',
  'GET /api/account/reset_password/mail/:key',
  'POST /api/account/reset_password/finish',
  // Issues 10 and 19: the mailed keys of an e-mail change (new address, current address, undo
  // from the old one) are their credentials.
  'POST /api/account/email_change/confirm',
  'POST /api/account/email_change/agree',
  'POST /api/account/email_change/undo',
  // I32: the e-mailed answer link's token is its credential.
  'POST /api/encounters/status/inMail',
  // F107–F132: the mailed sign-up or join token is the credential; F113 answers in use or not.
  'GET /api/register',
  'GET /api/users/:email',
  'POST /api/patientRegister',
  'POST /api/providers/profile',
  'POST /api/providers/fullProfile',
  'GET /api/joinClinic',
  // F43: static lookup lists the sign-up wizards read before an account exists.
  'GET /api/USStates',
  'GET /api/AllergyMedicationType',
  'GET /api/AllergyMedicationSymptoms',
  'GET /api/medicalHistoryData',
  // D18: a room pass is its own credential (guests hold no session).
  'POST /api/rooms/pass',
  // D18: ICE servers for a pass holder; the pass is the credential.
  'POST /api/rooms/ice',
  // Issue 19 path 8: a live pass (and, for a party's pass, that party's session) buys a fresh one.
  'POST /api/rooms/pass/refresh',
  // D18: the mailed invitation is the guest's credential.
  'POST /api/rooms/guestPass',
  // D19: the room link and the date of birth are the credential.
  'GET /api/encounters/roomLink/:id',
  'GET /api/encounters/roomLink/:id/consents',
  // B37: the clinic's consent PDFs, for the room-link holder.
  'GET /api/encounters/roomLink/:id/consents/:slot',
  // A19, B38: a clinic's logos show on its branded login page, before sign-in.
  'GET /api/clinics/logos/:file',
  // A19: a clinic's branded login (name and logo) by its custom URL, before sign-in.
  'GET /api/clinics/customUrls/:customUrl',
  // B53: the experience guide's hash is its credential.
  'GET /api/guide',
  // A23: the e-mail domains with single sign-on, for the login page's SSO filter.
  'GET /api/sso/domains',
  // A1, issue 20 point 10: the legal documents the login page links to.
  'GET /api/legal-documents/:kind',
  // Issue 23: a monitoring partner's delivery; its Standard Webhooks signature is the credential.
  'POST /api/monitoring/ingest/:partner',
];

const apiRoutes = () => ctx.app.routeAccess.filter((r) => !r.url.startsWith('/api/docs'));

describe('the route table', () => {
  test('A61 the open endpoints are exactly the explicit list', () => {
    const open = apiRoutes()
      .filter((r) => r.access === 'open')
      .map((r) => `${r.method} ${r.url}`);
    expect(open.sort()).toEqual([...OPEN_ENDPOINTS].sort());
  });

  test('an API route that declares no access rule stops the app from building', async () => {
    await expect(
      createTestApp({
        extraRoutes: [
          async (app) => {
            app.get('/api/forgotten', async () => ({}));
          },
        ],
      }),
    ).rejects.toThrow('GET /api/forgotten declares no access rule');
  });

  test('every other endpoint refuses a request without a token, or with a malformed one', async () => {
    const guarded = apiRoutes().filter((r) => r.access !== 'open');
    expect(guarded.length).toBeGreaterThan(5);
    for (const route of guarded) {
      for (const headers of [{}, { authorization: 'Bearer not-a-token' }]) {
        const response = await ctx.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers,
        });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(response.json().code).toBe('UNAUTHORIZED');
      }
    }
  });

  test("a patient's token gets 403 on every endpoint reserved to other roles", async () => {
    const { patient } = await createClinicWorld(ctx.app);
    const reserved = apiRoutes().filter(
      (r) =>
        r.access !== 'open' && r.access.roles !== 'any' && !r.access.roles.includes(Role.patient),
    );
    expect(reserved.length).toBeGreaterThan(0);
    for (const route of reserved) {
      const response = await ctx.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: bearer(patient.token),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  test('I16 every clinic-scoped route refuses (or filters out) another clinic, and serves its own', async () => {
    const target = await createClinicWorld(ctx.app);
    const other = await createClinicWorld(ctx.app);
    const scopedRoutes = apiRoutes().filter(
      (r) => r.access !== 'open' && isScoped(r.access.clinic),
    );
    expect(scopedRoutes.length).toBeGreaterThan(0);
    const unprobed = scopedRoutes
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !scopedRouteProbes[key]);
    expect(unprobed, 'scoped routes without a probe in scoped-route-probes.ts').toEqual([]);

    for (const route of scopedRoutes) {
      const key = `${route.method} ${route.url}`;
      const probe = scopedRouteProbes[key]!;
      await probe.prepare?.(ctx.app, target);
      const call = (token: string) =>
        ctx.app.inject({
          method: route.method as 'GET',
          url: probe.url(target),
          headers: { ...probe.headers?.(target), ...bearer(token) },
          ...(probe.payload ? { payload: probe.payload(target) } : {}),
        });

      const own = await call(probe.caller(target).token);
      expect(own.statusCode, `${key} for its own clinic`).toBe(probe.ownStatus ?? 200);

      const foreign = await call(probe.caller(other).token);
      if (probe.mustNotShow) {
        expect(foreign.statusCode, key).toBe(200);
        for (const text of probe.mustNotShow(target)) expect(foreign.body, key).not.toContain(text);
        for (const text of probe.mustNotShow(target)) expect(own.body, key).toContain(text);
      } else {
        // Issue 19 path 11: a record or patient out of reach answers as an unknown id would; a
        // clinic the caller names answers 403 (whether it exists or not).
        const { kind } = (route.access as Exclude<Access, 'open'>).clinic;
        const hidden = kind === 'record' || kind === 'patient' || probe.foreignHidden === true;
        expect(foreign.statusCode, `${key} from another clinic`).toBe(hidden ? 404 : 403);
        expect(foreign.json().code, key).toBe(hidden ? 'NOT_FOUND' : 'CLINIC_FORBIDDEN');
      }
    }
  });
});

describe('tokens and sessions', () => {
  test('A25 a revoked token is refused: logout ends the session at once', async () => {
    const { user, token } = await createSignedInUser(ctx.app, Role.provider);
    const other = await signIn(ctx.app, user.email);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(204);
    expect(await accountStatus(ctx.app, token)).toBe(401);
    expect(await accountStatus(ctx.app, other)).toBe(200);
  });

  test('A25 a token past its expiry is refused', async () => {
    const user = await createUser(ctx.database.db, Role.patient);
    await signIn(ctx.app, user.email);
    const expired = await ctx.app.tokens.sign({
      userId: user.id,
      sessionId: '00000000-0000-4000-8000-000000000000',
      expiresAt: Date.now() - 1000,
    });
    expect(await accountStatus(ctx.app, expired)).toBe(401);
  });

  test('a token signed with another secret is refused', async () => {
    const { token } = await createSignedInUser(ctx.app, Role.patient);
    const claims = await ctx.app.tokens.verify(token);
    if (!claims) throw new Error('own token did not verify');
    const forged = await createTokenService(randomBytes(32)).sign(claims);
    expect(await accountStatus(ctx.app, forged)).toBe(401);
  });

  test('deactivating an account refuses its live tokens', async () => {
    const { user, token } = await createSignedInUser(ctx.app, Role.provider);
    await ctx.database.db.update(users).set({ activated: false }).where(eq(users.id, user.id));
    expect(await accountStatus(ctx.app, token)).toBe(401);
  });
});
