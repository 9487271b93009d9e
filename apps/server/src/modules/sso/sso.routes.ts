import { Paths } from '@clinicall/shared/paths';
import { SSO_AUTHORIZATION_TTL_MINUTES, SsoDomainsSchema, SsoPaths } from '@clinicall/shared/sso';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { limitByEmail } from '../../lib/auth-rate-limit.js';
import { DomainError } from '../../lib/domain-error.js';
import { claimsPage } from './claims-page.js';
import { clearStateCookie, readStateCookie, setStateCookie } from './sso-cookie.js';
import { SsoRefusal, type SsoFlow } from './sso-flow.js';
import type { SsoSignInService } from './sso-sign-in.service.js';
import { ssoRepository } from './sso.repository.js';

const tags = ['sso'];
const loginFailed = `${Paths.login}?error=authentication_error`;

/** A13/I4: every refusal lands on the login page's "Login Failed"; why is in the audit log only. */
const toLoginFailed = (reply: FastifyReply) => {
  clearStateCookie(reply);
  return reply.redirect(loginFailed, 302);
};

/** The browser's half of single sign-on (A21–A24): open routes, rate limited like sign-in. */
export const ssoRoutes =
  (deps: { db: Db; flow: SsoFlow; signIn: SsoSignInService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, flow, signIn } = deps;
    const rateLimit = limitByEmail(app.config.authRateLimitPerMinute);

    app.get(
      '/api/sso/domains',
      {
        config: { access: 'open' },
        schema: {
          tags,
          summary: 'The e-mail domains that sign in through single sign-on (A23)',
          security: [],
          response: { 200: SsoDomainsSchema },
        },
      },
      async () => ({ domains: await ssoRepository.enabledDomains(db) }),
    );

    app.get(
      SsoPaths.start,
      {
        config: { access: 'open', rateLimit },
        schema: {
          tags,
          summary: "A24: start single sign-on at the e-mail domain's identity provider",
          security: [],
          querystring: z.object({ email: z.string().trim().max(100).default('') }),
        },
      },
      async (request, reply) => {
        try {
          const started = await signIn.start(request.ctx, request.query.email);
          setStateCookie(reply, started.state, SSO_AUTHORIZATION_TTL_MINUTES * 60);
          return reply.redirect(started.url, 302);
        } catch (error) {
          if (error instanceof SsoRefusal) {
            await request.ctx.audit('login.failed', {
              userId: null,
              subject: request.query.email.toLowerCase().slice(0, 100),
              detail: { method: 'sso', reason: error.reason },
            });
          } else if (!(error instanceof DomainError)) {
            request.log.warn({ err: error }, 'single sign-on could not start');
          }
          return toLoginFailed(reply);
        }
      },
    );

    app.get(
      SsoPaths.callback,
      {
        config: { access: 'open', rateLimit },
        schema: {
          tags,
          summary: "The identity provider's redirect back: signs in, or shows a test's claims",
          security: [],
          querystring: z.record(z.string(), z.string()),
        },
      },
      async (request, reply) => {
        const query = new URLSearchParams(request.query);
        try {
          const finished = await flow.finish(query, readStateCookie(request));
          clearStateCookie(reply);
          if (finished.purpose === 'TEST') {
            return reply
              .type('text/html; charset=utf-8')
              .header('cache-control', 'no-store')
              .send(claimsPage(finished.provider.issuer, { ...finished.claims }));
          }
          const token = await signIn.complete(request.ctx, finished);
          const to = `${Paths.login}?token=${encodeURIComponent(token.token)}&tokenExpires=${token.expires}`;
          return reply.header('cache-control', 'no-store').redirect(to, 302);
        } catch (error) {
          if (!(error instanceof SsoRefusal)) throw error;
          // Refusals before the account rules (state, code, token) are audited here.
          if (!error.audited) {
            await signIn.refused(request.ctx, error, { method: 'sso' });
          }
          return toLoginFailed(reply);
        }
      },
    );
  };
