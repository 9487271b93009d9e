import { Writable } from 'node:stream';
import { Role } from '@clinicall/shared/roles';
import { SsoMessages, type SsoProvider, type SsoTestStart } from '@clinicall/shared/sso';
import { count, desc, eq, like } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { sessions } from '../../db/schema/identity.js';
import { ssoProviders } from '../../db/schema/sso.js';
import {
  bearer,
  createClinic,
  createSignedInUser,
  createUser,
} from '../../test-support/factories.js';
import { startTestIdp, type TestIdp } from '../../test-support/sso-idp.js';
import {
  SSO_CLIENT_ID,
  SSO_CLIENT_SECRET,
  SSO_PUBLIC_URL,
  SSO_REDIRECT_URI,
  callback,
  configureIdp,
  ssoRoundTrip,
  tokenOf,
  uniqueSsoDomain,
} from '../../test-support/sso.js';
import { useTestApp } from '../../test-support/test-app.js';

const logged: string[] = [];
const logger = pino(
  { level: 'trace' },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(chunk.toString());
      done();
    },
  }),
);
const ctx = useTestApp({ env: { PUBLIC_URL: SSO_PUBLIC_URL }, logger });
const idps: TestIdp[] = [];

/** A provider of its own per test: one issuer is configured once. */
async function freshIdp() {
  const idp = await startTestIdp({
    redirectUri: SSO_REDIRECT_URI,
    clientId: SSO_CLIENT_ID,
    clientSecret: SSO_CLIENT_SECRET,
  });
  idps.push(idp);
  return idp;
}
afterAll(async () => Promise.all(idps.map((idp) => idp.close())));

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const validBody = (domain: string) => ({
  name: 'Refused IdP',
  issuer: 'https://login.refused.example',
  clientId: 'x',
  clientSecret: 'y',
  domains: [domain],
  enabled: true,
});

describe('admin: single sign-on providers', () => {
  test('I15 only the super admin reaches the SSO admin routes: every other role 403, no token 401', async () => {
    const clinic = await createClinic(ctx.database.db);
    const roles = [Role.patient, Role.provider, Role.assistant, Role.clinicAdmin] as const;
    for (const role of roles) {
      const { token } = await createSignedInUser(ctx.app, role, { clinicId: clinic.id });
      const answers = await Promise.all([
        call('GET', '/api/admin/sso/providers', token),
        call('POST', '/api/admin/sso/providers', token, validBody(uniqueSsoDomain())),
        call('PUT', '/api/admin/sso/providers/1', token, validBody(uniqueSsoDomain())),
        call('POST', '/api/admin/sso/providers/1/test', token),
      ]);
      expect(
        answers.map((a) => a.statusCode),
        role,
      ).toEqual([403, 403, 403, 403]);
    }
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/admin/sso/providers' });
    expect(anonymous.statusCode).toBe(401);
    const [row] = await ctx.database.db
      .select({ n: count() })
      .from(ssoProviders)
      .where(eq(ssoProviders.name, 'Refused IdP'));
    expect(row!.n).toBe(0);
  });

  test('the client secret is stored encrypted and never appears in answers, audit rows or logs', async () => {
    const domain = uniqueSsoDomain();
    const idp = await freshIdp();
    const { provider, adminToken } = await configureIdp(ctx.app, idp, domain);
    expect(provider.hasClientSecret).toBe(true);
    const listed = await call('GET', '/api/admin/sso/providers', adminToken);
    expect(listed.body).not.toContain(SSO_CLIENT_SECRET);
    expect(listed.json<SsoProvider[]>().find((p) => p.id === provider.id)?.domains).toEqual([
      domain,
    ]);
    const [stored] = await ctx.database.db
      .select()
      .from(ssoProviders)
      .where(eq(ssoProviders.id, provider.id));
    expect(stored!.clientSecretSealed).not.toContain(SSO_CLIENT_SECRET);
    expect(Buffer.from(stored!.clientSecretSealed, 'base64url').toString()).not.toContain(
      SSO_CLIENT_SECRET,
    );

    const [created] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.sso-provider.create'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(created?.detail).toMatchObject({
      target: { type: 'sso-provider', id: provider.id },
      changes: { clientSecret: { from: null, to: '••••••' }, domains: { to: [domain] } },
    });
    // A sign-in uses the secret at the provider's token endpoint: it still is not logged.
    const user = await createUser(ctx.database.db, Role.provider, { email: `a@${domain}` });
    idp.accounts.set('sub-logs', { email: user.email, email_verified: true });
    const response = await ssoRoundTrip(ctx.app, idp, user.email, 'sub-logs');
    expect(tokenOf(response.headers.location)).not.toBeNull();
    const audits = await ctx.database.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(like(auditLog.action, 'admin.sso%'));
    expect(JSON.stringify(audits)).not.toContain(SSO_CLIENT_SECRET);
    expect(logged.join('')).not.toContain(SSO_CLIENT_SECRET);
  });

  test('an edit without a secret keeps it; the change is audited old → new with the secret masked', async () => {
    const domain = uniqueSsoDomain();
    const idp = await freshIdp();
    const { provider, adminToken } = await configureIdp(ctx.app, idp, uniqueSsoDomain());
    const edited = await call('PUT', `/api/admin/sso/providers/${provider.id}`, adminToken, {
      name: 'Renamed IdP',
      issuer: idp.issuer,
      clientId: SSO_CLIENT_ID,
      clientSecret: '',
      domains: [domain],
      enabled: true,
    });
    expect(edited.statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.sso-provider.update'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row?.detail).toEqual({
      target: { type: 'sso-provider', id: provider.id },
      changes: {
        name: { from: 'Test IdP', to: 'Renamed IdP' },
        domains: { from: [provider.domains[0]], to: [domain] },
      },
    });
    // The kept secret still works at the provider.
    const user = await createUser(ctx.database.db, Role.provider, { email: `b@${domain}` });
    idp.accounts.set('sub-kept', { email: user.email, email_verified: true });
    const response = await ssoRoundTrip(ctx.app, idp, user.email, 'sub-kept');
    expect(tokenOf(response.headers.location)).not.toBeNull();
  });

  test('a domain another provider signs in is refused with its message, nothing changed', async () => {
    const domain = uniqueSsoDomain();
    const { adminToken } = await configureIdp(ctx.app, await freshIdp(), domain);
    const clash = await call('POST', '/api/admin/sso/providers', adminToken, {
      ...validBody(domain),
      name: 'Clash',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json<{ errorMessage: string }>().errorMessage).toBe(SsoMessages.domainTaken);
    const bad = await call('POST', '/api/admin/sso/providers', adminToken, {
      ...validBody('not a domain'),
      name: 'Bad',
    });
    expect(bad.statusCode).toBe(400);
  });

  test('test connection: discovery, then a round trip whose callback shows the claims and signs nobody in', async () => {
    const domain = uniqueSsoDomain();
    const idp = await freshIdp();
    const { provider, adminToken } = await configureIdp(ctx.app, idp, domain, false);
    const started = await call('POST', `/api/admin/sso/providers/${provider.id}/test`, adminToken);
    expect(started.statusCode).toBe(200);
    const body = started.json<SsoTestStart>();
    expect(body.issuer).toBe(idp.issuer);
    const cookie = String(started.headers['set-cookie']).split(';')[0]!;
    idp.accounts.set('sub-test', { email: `tester@${domain}`, email_verified: true });
    const back = await idp.signIn(body.authorizationUrl, 'sub-test');
    const [before] = await ctx.database.db.select({ n: count() }).from(sessions);
    const shown = await callback(ctx.app, back, cookie);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toMatch(/text\/html/);
    expect(shown.body).toContain('sub-test');
    expect(shown.body).toContain(`tester@${domain}`);
    const [after] = await ctx.database.db.select({ n: count() }).from(sessions);
    expect(after!.n).toBe(before!.n);
  });
});
