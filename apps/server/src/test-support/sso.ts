import { Role } from '@clinicall/shared/roles';
import { SsoPaths, type SsoProvider } from '@clinicall/shared/sso';
import type { App } from '../app.js';
import { bearer, createSignedInUser } from './factories.js';
import type { TestIdp } from './sso-idp.js';

export const SSO_PUBLIC_URL = 'http://clinicall.test';
export const SSO_REDIRECT_URI = `${SSO_PUBLIC_URL}${SsoPaths.callback}`;
export const SSO_CLIENT_ID = 'clinicall-test';
export const SSO_CLIENT_SECRET = 'idp-client-secret-3f9a7c2e51b04d8e';

let domains = 0;
/** A domain no other test file uses. */
export const uniqueSsoDomain = () => `sso${process.pid}x${(domains += 1)}.example`;

/** Configures `idp` through the admin API, as the super admin would. */
export async function configureIdp(app: App, idp: TestIdp, domain: string, enabled = true) {
  const admin = await createSignedInUser(app, Role.superAdmin);
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/sso/providers',
    headers: bearer(admin.token),
    payload: {
      name: 'Test IdP',
      issuer: idp.issuer,
      clientId: SSO_CLIENT_ID,
      clientSecret: SSO_CLIENT_SECRET,
      domains: [domain],
      enabled,
    },
  });
  if (response.statusCode !== 201) throw new Error(`configure: ${response.body}`);
  return { provider: response.json<SsoProvider>(), adminToken: admin.token };
}

/** The browser's first hop: the start URL, and the state cookie it was given. */
export async function startSso(app: App, email: string) {
  const response = await app.inject({
    method: 'GET',
    url: `${SsoPaths.start}?email=${encodeURIComponent(email)}`,
  });
  const cookie = String(response.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  return { response, location: String(response.headers.location ?? ''), cookie };
}

/** The identity provider's redirect back, in the browser holding `cookie`. */
export const callback = (app: App, url: URL, cookie: string) =>
  app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { cookie } });

/** Start, sign in at the provider as `subject`, and come back: the callback's answer. */
export async function ssoRoundTrip(app: App, idp: TestIdp, email: string, subject: string) {
  const started = await startSso(app, email);
  const back = await idp.signIn(started.location, subject);
  return callback(app, back, started.cookie);
}

/** The token a successful callback puts in the login URL (A12), or null. */
export function tokenOf(location: string | undefined): string | null {
  if (!location?.startsWith('/login?token=')) return null;
  return new URL(location, SSO_PUBLIC_URL).searchParams.get('token');
}
