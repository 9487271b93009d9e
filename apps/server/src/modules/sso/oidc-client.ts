import * as oidc from 'openid-client';
import type { SecretBox } from '../../lib/secret-box.js';
import type { SsoProviderRow } from './sso.repository.js';

const DISCOVERY_TIMEOUT_SECONDS = 10;

const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/**
 * openid-client configurations per provider, discovered once per stored version of the row (an
 * edit changes `updatedAt` and so discovers again). Plain http is accepted only for a loopback
 * issuer outside production: the tests' and the local demo's provider.
 */
export function createOidcClients(deps: { box: SecretBox; production: boolean }) {
  const cache = new Map<string, Promise<oidc.Configuration>>();

  function discover(provider: SsoProviderRow): Promise<oidc.Configuration> {
    const key = `${provider.id}:${provider.updatedAt.getTime()}`;
    let found = cache.get(key);
    if (!found) {
      const issuer = new URL(provider.issuer);
      const insecure = !deps.production && isLoopback(issuer) && issuer.protocol === 'http:';
      found = oidc.discovery(
        issuer,
        provider.clientId,
        deps.box.open(provider.clientSecretSealed),
        undefined,
        {
          timeout: DISCOVERY_TIMEOUT_SECONDS,
          ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
        },
      );
      for (const old of cache.keys()) if (old.startsWith(`${provider.id}:`)) cache.delete(old);
      cache.set(key, found);
      // A failed discovery is not remembered: the next try asks again.
      found.catch(() => cache.delete(key));
    }
    return found;
  }

  return {
    discover,

    /** A new authorization request: state, nonce and PKCE verifier to keep, URL to visit. */
    async authorizationRequest(
      config: oidc.Configuration,
      redirectUri: string,
      loginHint: string | undefined,
    ) {
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email',
        response_type: 'code',
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        ...(loginHint ? { login_hint: loginHint } : {}),
      });
      return { state, nonce, codeVerifier, url: url.href };
    },

    /** Exchanges the code and checks the ID token (signature, issuer, audience, expiry, nonce). */
    async exchange(
      config: oidc.Configuration,
      callbackUrl: URL,
      checks: { state: string; nonce: string; codeVerifier: string },
    ) {
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token');
      return claims;
    },
  };
}

export type OidcClients = ReturnType<typeof createOidcClients>;
