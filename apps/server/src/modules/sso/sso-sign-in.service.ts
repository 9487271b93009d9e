import { emailDomain } from '@clinicall/shared/sso';
import type { IDToken } from 'openid-client';
import type { Db } from '../../db/database.js';
import type { RequestContext } from '../../lib/access/request-context.js';
import { normalizeEmail } from '../account/account.service.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import type { SignInGuard } from '../sessions/sign-in-guard.service.js';
import { SsoRefusal, type SsoFlow } from './sso-flow.js';
import { ssoRepository as repo, type SsoProviderRow } from './sso.repository.js';

type SignInUser = NonNullable<Awaited<ReturnType<typeof repo.userByEmail>>>;

/**
 * Single sign-on rules (issue 20 point 6). The first sign-in reaches an existing account only with
 * a verified e-mail of a domain configured for that issuer, and binds the account to the issuer's
 * subject; later sign-ins are matched on (issuer, subject) alone, so an e-mail claim the identity
 * provider lets users edit cannot move a sign-in to another account. No account is ever created.
 */
export function createSsoSignInService(deps: {
  db: Db;
  flow: SsoFlow;
  sessions: SessionsService;
  guard: SignInGuard;
}) {
  const { db, flow, sessions, guard } = deps;

  async function accountFor(provider: SsoProviderRow, claims: IDToken): Promise<SignInUser> {
    const bound = await repo.boundUser(db, provider.issuer, claims.sub);
    if (bound) return bound;
    if (claims.email_verified !== true) throw new SsoRefusal('email-not-verified');
    const email = typeof claims.email === 'string' ? normalizeEmail(claims.email) : '';
    const domain = emailDomain(email);
    if (!domain || !provider.domains.includes(domain))
      throw new SsoRefusal('domain-not-configured');
    const user = await repo.userByEmail(db, email);
    if (!user) throw new SsoRefusal('unknown-email');
    const other = await repo.subjectOf(db, user.id, provider.issuer);
    if (other !== undefined && other !== claims.sub) {
      throw new SsoRefusal('account-bound-to-another-subject', user.id);
    }
    if (!(await repo.bind(db, provider.issuer, claims.sub, user.id))) {
      throw new SsoRefusal('binding-raced', user.id);
    }
    return user;
  }

  return {
    /** A24: the enabled provider of the e-mail's domain, and the authorization URL to send to. */
    async start(ctx: RequestContext, email: string) {
      const normalized = normalizeEmail(email);
      await guard.assertCanTry(ctx, normalized);
      const domain = emailDomain(normalized);
      const provider = domain ? await repo.findEnabledByDomain(db, domain) : undefined;
      if (!provider) throw new SsoRefusal('no-provider-for-domain');
      return flow.begin(provider, 'SIGN_IN', normalized);
    },

    /** The callback of a sign-in: a token for the account, or an SsoRefusal (audited here). */
    async complete(ctx: RequestContext, finished: Awaited<ReturnType<SsoFlow['finish']>>) {
      const { provider, claims } = finished;
      const detail = { method: 'sso', issuer: provider.issuer };
      let user: SignInUser | undefined;
      try {
        user = await accountFor(provider, claims);
        if (!user.activated) {
          await ctx.audit('login.refused-inactive', { userId: user.id, detail });
          const inactive = new SsoRefusal('account-inactive', user.id);
          inactive.audited = true;
          throw inactive;
        }
      } catch (error) {
        if (!(error instanceof SsoRefusal)) throw error;
        if (error.reason !== 'account-inactive') {
          await refused(ctx, error, { ...detail, subject: claims.sub });
          // Counted like a wrong password against the address's cap (and this subject's own lock).
          await guard.recordFailure(ctx, `sso:${provider.id}:${claims.sub}`, undefined);
        }
        throw error;
      }
      return sessions.signInVerified(ctx, user, detail);
    },

    refused,
  };
}

/** The audit row of a refused SSO sign-in: why, and which identity provider asked. */
async function refused(ctx: RequestContext, error: SsoRefusal, detail: Record<string, unknown>) {
  error.audited = true;
  await ctx.audit('login.failed', {
    userId: error.userId,
    detail: { ...detail, reason: error.reason },
  });
}

export type SsoSignInService = ReturnType<typeof createSsoSignInService>;
