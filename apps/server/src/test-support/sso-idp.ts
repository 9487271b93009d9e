import { once } from 'node:events';
import { createServer } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type IdpAccount = { email: string; email_verified: boolean };

/**
 * A real OpenID Connect provider (oidc-provider) on loopback, for the SSO tests and the local demo.
 * `accounts` maps a subject to the e-mail claims it answers; tests change them between sign-ins.
 * Consent is granted automatically: the login form is the only interaction.
 */
export async function startTestIdp(options: {
  redirectUri: string;
  clientId: string;
  clientSecret: string;
  port?: number;
  /** Serves https with this key and certificate: production accepts only an https issuer. */
  tls?: { key: string; cert: string };
}) {
  const accounts = new Map<string, IdpAccount>();
  const server = options.tls ? createTlsServer(options.tls) : createServer();
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  const scheme = options.tls ? 'https' : 'http';
  const issuer = `${scheme}://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider: Provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      return account && { accountId: id, claims: async () => ({ sub: id, ...account }) };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    // The e-mail claims travel in the ID token, as the sign-in rules read them there.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    cookies: { keys: ['clinicall-test-idp-cookie-key'] },
    async loadExistingGrant(ctx) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new provider.Grant({ accountId: session.accountId, clientId: client.clientId });
      grant.addOIDCScope('openid email');
      grant.addOIDCClaims(['email', 'email_verified']);
      await grant.save();
      return grant;
    },
    features: { devInteractions: { enabled: true } },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    accounts,
    /**
     * Plays the browser at the provider: follows the authorization URL, signs in as `subject` on
     * the login form, and answers the redirect back to the client (the callback URL with the code).
     */
    async signIn(authorizationUrl: string, subject: string): Promise<URL> {
      const cookies = new Map<string, string>();
      let next: { url: string; init: RequestInit } = { url: authorizationUrl, init: {} };
      for (let hop = 0; hop < 10; hop += 1) {
        const response = await fetch(next.url, {
          ...next.init,
          redirect: 'manual',
          headers: {
            ...(next.init.headers as Record<string, string> | undefined),
            cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          },
        });
        for (const line of response.headers.getSetCookie()) {
          const [pair] = line.split(';');
          const [name, ...value] = (pair ?? '').split('=');
          if (name) cookies.set(name.trim(), value.join('='));
        }
        const location = response.headers.get('location');
        if (!location)
          throw new Error(`the provider answered ${response.status} without a redirect`);
        const target = new URL(location, next.url);
        if (target.href.startsWith(options.redirectUri)) return target;
        next = target.pathname.startsWith('/interaction/')
          ? {
              url: target.href,
              init: {
                method: 'POST',
                headers: { 'content-type': 'application/x-www-form-urlencoded' },
                body: new URLSearchParams({
                  prompt: 'login',
                  login: subject,
                  password: 'x',
                }).toString(),
              },
            }
          : { url: target.href, init: {} };
      }
      throw new Error('too many redirects at the identity provider');
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

export type TestIdp = Awaited<ReturnType<typeof startTestIdp>>;
