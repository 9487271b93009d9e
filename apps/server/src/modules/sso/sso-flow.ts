import { createHash } from 'node:crypto';
import { SSO_AUTHORIZATION_TTL_MINUTES, SsoPaths } from '@clinicall/shared/sso';
import type { Db } from '../../db/database.js';
import type { OidcClients } from './oidc-client.js';
import { ssoRepository as repo, type SsoProviderRow } from './sso.repository.js';

export type SsoPurpose = 'SIGN_IN' | 'TEST';

/** Why a callback was refused: written to the audit row, never shown (the user sees Login Failed). */
export class SsoRefusal extends Error {
  /** Set once the refusal has its audit row, so no caller writes a second. */
  audited = false;

  constructor(
    readonly reason: string,
    readonly userId: number | null = null,
  ) {
    super(`SSO refused: ${reason}`);
  }
}

const hashState = (state: string) => createHash('sha256').update(state).digest('base64url');

/**
 * The authorization code flow's two halves, shared by sign-in and the admin's test connection.
 * State, nonce and PKCE verifier are kept server-side; the state also goes to the browser in an
 * HttpOnly cookie, so a callback is accepted only in the browser that started it.
 */
export function createSsoFlow(deps: { db: Db; clients: OidcClients; publicUrl: string }) {
  const { db, clients } = deps;
  const redirectUri = `${deps.publicUrl}${SsoPaths.callback}`;

  return {
    async begin(provider: SsoProviderRow, purpose: SsoPurpose, loginHint?: string) {
      const config = await clients.discover(provider);
      const request = await clients.authorizationRequest(config, redirectUri, loginHint);
      await repo.insertAuthorization(db, {
        stateHash: hashState(request.state),
        providerId: provider.id,
        nonce: request.nonce,
        codeVerifier: request.codeVerifier,
        purpose,
        expiresAt: new Date(Date.now() + SSO_AUTHORIZATION_TTL_MINUTES * 60_000),
      });
      const metadata = config.serverMetadata();
      return {
        state: request.state,
        url: request.url,
        issuer: metadata.issuer,
        authorizationEndpoint: metadata.authorization_endpoint ?? '',
      };
    },

    /**
     * Takes the started sign-in (once), then exchanges the code and validates the ID token.
     * `query` is the callback's query string as received.
     */
    async finish(query: URLSearchParams, cookieState: string | undefined) {
      const state = query.get('state');
      if (!state) throw new SsoRefusal('missing-state');
      const pending = await repo.takeAuthorization(db, hashState(state));
      if (!pending) throw new SsoRefusal('unknown-or-expired-state');
      if (cookieState !== state) throw new SsoRefusal('state-not-from-this-browser');
      if (query.has('error')) throw new SsoRefusal(`provider-error:${query.get('error')}`);
      const provider = await repo.findProvider(db, pending.providerId);
      if (!provider) throw new SsoRefusal('provider-removed');
      if (pending.purpose === 'SIGN_IN' && !provider.enabled) {
        throw new SsoRefusal('provider-disabled');
      }
      try {
        const config = await clients.discover(provider);
        const claims = await clients.exchange(
          config,
          new URL(`${redirectUri}?${query.toString()}`),
          {
            state,
            nonce: pending.nonce,
            codeVerifier: pending.codeVerifier,
          },
        );
        return { purpose: pending.purpose as SsoPurpose, provider, claims };
      } catch (error) {
        throw new SsoRefusal(`token-rejected:${errorCode(error)}`);
      }
    },
  };
}

export type SsoFlow = ReturnType<typeof createSsoFlow>;

/** openid-client's error code (or OAuth error), short enough for an audit row. */
function errorCode(error: unknown): string {
  if (error && typeof error === 'object') {
    const e = error as { code?: unknown; error?: unknown };
    if (typeof e.error === 'string') return e.error.slice(0, 60);
    if (typeof e.code === 'string') return e.code.slice(0, 60);
  }
  return 'unknown';
}
