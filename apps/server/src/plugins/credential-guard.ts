import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { domainError } from '../lib/domain-error.js';

/**
 * Issue 19 path 3: a route that changes the account's credentials or sign-in identity (e-mail,
 * password, passcode setting, sessions) says so with `config.credentials`: `true`, or a test of
 * the validated request for a route that changes them only sometimes (a profile save with a new
 * e-mail). An assistant's acting session is refused on such a request, and the attempt audited.
 */
export type CredentialRule = true | ((request: FastifyRequest) => boolean);

/** One API route and its credential rule, for the route-table test. */
export type RouteCredentials = { method: string; url: string; credentials: CredentialRule | null };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every route that changes credentials or sessions: acting sessions are refused. */
    credentials?: CredentialRule;
  }
  interface FastifyInstance {
    routeCredentials: readonly RouteCredentials[];
  }
}

const touchesCredentials = (request: FastifyRequest, rule: CredentialRule | undefined) =>
  rule !== undefined && (rule === true || rule(request));

/** Registered after the access plugin: its preHandler runs once the caller and body are known. */
export const credentialGuardPlugin = fp(async (app) => {
  const table: RouteCredentials[] = [];
  app.decorate('routeCredentials', table);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.method === 'HEAD') return;
    for (const method of [route.method].flat()) {
      table.push({ method, url: route.url, credentials: route.config?.credentials ?? null });
    }
  });

  async function refuse(request: FastifyRequest): Promise<never> {
    await request.ctx.audit('credentials.acting-refused', {
      detail: { method: request.method, route: request.routeOptions.url },
    });
    throw domainError('ACTING_CREDENTIALS_FORBIDDEN');
  }

  // A callback hook: almost no request is an acting one on a credential route, and those pay nothing.
  app.addHook('preHandler', (request, _reply, done) => {
    const acting = request.ctx?.actor?.actingAssistantId;
    if (!acting || !touchesCredentials(request, request.routeOptions.config.credentials)) {
      return done();
    }
    refuse(request).then(() => done(), done);
  });
});
