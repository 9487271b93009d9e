import { createHash } from 'node:crypto';
import { Role } from '@clinicall/shared/roles';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { users } from '../../db/schema/identity.js';
import { ssoAuthorizations, ssoIdentities } from '../../db/schema/sso.js';
import { bearer, createUser } from '../../test-support/factories.js';
import { startTestIdp, type TestIdp } from '../../test-support/sso-idp.js';
import {
  SSO_CLIENT_ID,
  SSO_CLIENT_SECRET,
  SSO_PUBLIC_URL,
  SSO_REDIRECT_URI,
  callback,
  configureIdp,
  ssoRoundTrip,
  startSso,
  tokenOf,
  uniqueSsoDomain,
} from '../../test-support/sso.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp({ env: { PUBLIC_URL: SSO_PUBLIC_URL } });
const LOGIN_FAILED = '/login?error=authentication_error';
const domain = uniqueSsoDomain();
let idp: TestIdp;
let n = 0;

beforeAll(async () => {
  idp = await startTestIdp({
    redirectUri: SSO_REDIRECT_URI,
    clientId: SSO_CLIENT_ID,
    clientSecret: SSO_CLIENT_SECRET,
  });
  await configureIdp(ctx.app, idp, domain);
});
afterAll(async () => idp?.close());

/** An account at the SSO domain, and a subject at the provider claiming its e-mail. */
async function member(options: { verified?: boolean; activated?: boolean } = {}) {
  n += 1;
  const user = await createUser(ctx.database.db, Role.provider, {
    email: `staff${n}-${Date.now()}@${domain}`,
    activated: options.activated ?? true,
  });
  const subject = `sub-${n}-${Math.random().toString(36).slice(2)}`;
  idp.accounts.set(subject, { email: user.email, email_verified: options.verified ?? true });
  return { user, subject };
}

const bindingsOf = async (userId: number) =>
  (
    await ctx.database.db
      .select({ n: count() })
      .from(ssoIdentities)
      .where(eq(ssoIdentities.userId, userId))
  )[0]!.n;

const lastAudit = async (action: string) =>
  (
    await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

describe('single sign-on through a real OpenID provider', () => {
  test('A24 the start URL redirects to the provider with state, nonce and an S256 PKCE challenge, kept server-side', async () => {
    const { user } = await member();
    const started = await startSso(ctx.app, user.email);
    expect(started.response.statusCode).toBe(302);
    const url = new URL(started.location);
    expect(url.origin).toBe(idp.issuer);
    for (const name of ['state', 'nonce', 'code_challenge']) {
      expect(url.searchParams.get(name)?.length).toBeGreaterThanOrEqual(43);
    }
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(SSO_REDIRECT_URI);
    expect(started.cookie).toMatch(/^clinicall_sso=/);
    expect(String(started.response.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);
    // The verifier never leaves the server.
    expect(started.location).not.toContain('code_verifier');
  });

  test('happy path: the first sign-in binds the account and answers /login?token, a session like a password sign-in', async () => {
    const { user, subject } = await member();
    const response = await ssoRoundTrip(ctx.app, idp, user.email, subject);
    expect(response.statusCode).toBe(302);
    const token = tokenOf(response.headers.location);
    expect(token).not.toBeNull();
    const account = await ctx.app.inject({
      method: 'GET',
      url: '/api/account',
      headers: bearer(token!),
    });
    expect(account.statusCode).toBe(200);
    expect(account.json<{ email: string }>().email).toBe(user.email);
    expect(await bindingsOf(user.id)).toBe(1);
    const audit = await lastAudit('login.success');
    expect(audit?.userId).toBe(user.id);
    expect(audit?.detail).toMatchObject({ method: 'sso', issuer: idp.issuer });
  });

  test('a forged state, and a real state without its browser cookie, land on Login Failed', async () => {
    const forged = await callback(
      ctx.app,
      new URL(`${SSO_REDIRECT_URI}?code=abc&state=forged-state-value&iss=${idp.issuer}`),
      'clinicall_sso=forged-state-value',
    );
    expect(forged.statusCode).toBe(302);
    expect(forged.headers.location).toBe(LOGIN_FAILED);

    const { user, subject } = await member();
    const started = await startSso(ctx.app, user.email);
    const back = await idp.signIn(started.location, subject);
    const otherBrowser = await callback(ctx.app, back, 'clinicall_sso=someone-else');
    expect(otherBrowser.headers.location).toBe(LOGIN_FAILED);
    // Single use: the right browser cannot use that state any more either.
    const replay = await callback(ctx.app, back, started.cookie);
    expect(replay.headers.location).toBe(LOGIN_FAILED);
    expect(await bindingsOf(user.id)).toBe(0);
  });

  test('an ID token whose nonce is not the one kept for the state is refused', async () => {
    const { user, subject } = await member();
    const started = await startSso(ctx.app, user.email);
    const back = await idp.signIn(started.location, subject);
    await ctx.database.db.update(ssoAuthorizations).set({ nonce: 'another-nonce-value' });
    const response = await callback(ctx.app, back, started.cookie);
    expect(response.headers.location).toBe(LOGIN_FAILED);
    expect((await lastAudit('login.failed'))?.detail).toMatchObject({
      reason: expect.stringMatching(/^token-rejected/),
    });
    expect(await bindingsOf(user.id)).toBe(0);
  });

  test('a replayed code (already redeemed at the provider) and an expired sign-in are refused', async () => {
    const { user, subject } = await member();
    const started = await startSso(ctx.app, user.email);
    const back = await idp.signIn(started.location, subject);
    const stateHash = createHash('sha256')
      .update(back.searchParams.get('state')!)
      .digest('base64url');
    const [pending] = await ctx.database.db
      .select()
      .from(ssoAuthorizations)
      .where(eq(ssoAuthorizations.stateHash, stateHash));
    // Someone redeems the code first (it leaked from the browser's history, say).
    const redeemed = await fetch(`${idp.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: back.searchParams.get('code')!,
        redirect_uri: SSO_REDIRECT_URI,
        client_id: SSO_CLIENT_ID,
        client_secret: SSO_CLIENT_SECRET,
        code_verifier: pending!.codeVerifier,
      }),
    });
    expect(redeemed.status).toBe(200);
    const replayed = await callback(ctx.app, back, started.cookie);
    expect(replayed.headers.location).toBe(LOGIN_FAILED);

    const late = await startSso(ctx.app, user.email);
    const lateBack = await idp.signIn(late.location, subject);
    await ctx.database.db
      .update(ssoAuthorizations)
      .set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await callback(ctx.app, lateBack, late.cookie)).headers.location).toBe(LOGIN_FAILED);
    expect(await bindingsOf(user.id)).toBe(0);
  });

  test('email_verified false for an existing account’s e-mail reaches no account', async () => {
    const { user, subject } = await member({ verified: false });
    const response = await ssoRoundTrip(ctx.app, idp, user.email, subject);
    expect(response.headers.location).toBe(LOGIN_FAILED);
    expect(await bindingsOf(user.id)).toBe(0);
    expect((await lastAudit('login.failed'))?.detail).toMatchObject({
      reason: 'email-not-verified',
    });
  });

  test('an unknown e-mail creates no account and lands on Login Failed', async () => {
    const email = `nobody-${Date.now()}@${domain}`;
    idp.accounts.set('sub-unknown', { email, email_verified: true });
    const response = await ssoRoundTrip(ctx.app, idp, email, 'sub-unknown');
    expect(response.headers.location).toBe(LOGIN_FAILED);
    const [row] = await ctx.database.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.email, email));
    expect(row!.n).toBe(0);
  });

  test('a verified e-mail of a domain not configured for this issuer is refused', async () => {
    const outsider = await createUser(ctx.database.db, Role.provider);
    idp.accounts.set('sub-outsider', { email: outsider.email, email_verified: true });
    const started = await startSso(ctx.app, `someone@${domain}`);
    const back = await idp.signIn(started.location, 'sub-outsider');
    expect((await callback(ctx.app, back, started.cookie)).headers.location).toBe(LOGIN_FAILED);
    expect(await bindingsOf(outsider.id)).toBe(0);
  });

  test('a deactivated account is refused and the refusal audited', async () => {
    const { user, subject } = await member({ activated: false });
    const response = await ssoRoundTrip(ctx.app, idp, user.email, subject);
    expect(response.headers.location).toBe(LOGIN_FAILED);
    expect((await lastAudit('login.refused-inactive'))?.userId).toBe(user.id);
  });

  test('later sign-ins match on (issuer, sub): a changed e-mail claim keeps the account, another sub with the e-mail is refused', async () => {
    const { user, subject } = await member();
    expect(
      tokenOf((await ssoRoundTrip(ctx.app, idp, user.email, subject)).headers.location),
    ).not.toBeNull();

    const other = await member();
    // The provider now says this subject has the other account's e-mail: still the first account.
    idp.accounts.set(subject, { email: other.user.email, email_verified: true });
    const again = await ssoRoundTrip(ctx.app, idp, user.email, subject);
    const token = tokenOf(again.headers.location);
    const account = await ctx.app.inject({
      method: 'GET',
      url: '/api/account',
      headers: bearer(token!),
    });
    expect(account.json<{ id: number }>().id).toBe(user.id);

    // A second subject claiming the bound account's e-mail does not get in.
    idp.accounts.set('sub-impostor', { email: user.email, email_verified: true });
    const impostor = await ssoRoundTrip(ctx.app, idp, user.email, 'sub-impostor');
    expect(impostor.headers.location).toBe(LOGIN_FAILED);
    const bound = await ctx.database.db
      .select()
      .from(ssoIdentities)
      .where(and(eq(ssoIdentities.userId, user.id), eq(ssoIdentities.issuer, idp.issuer)));
    expect(bound.map((b) => b.subject)).toEqual([subject]);
  });

  test('A23 an e-mail of a domain without SSO does not start it', async () => {
    const started = await startSso(ctx.app, 'someone@no-sso.example');
    expect(started.response.statusCode).toBe(302);
    expect(started.location).toBe(LOGIN_FAILED);
    const domains = await ctx.app.inject({ method: 'GET', url: '/api/sso/domains' });
    expect(domains.json<{ domains: string[] }>().domains).toContain(domain);
    expect(domains.json<{ domains: string[] }>().domains).not.toContain('no-sso.example');
  });
});
