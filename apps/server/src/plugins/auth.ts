import { Messages } from '@clinicall/shared/messages';
import type { Role } from '@clinicall/shared/roles';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/domain-error.js';
import { prepareLiveSessionQuery } from '../modules/identity/identity.repository.js';
import type { RouteAccess } from './types.js';

const bearer = (header: string | undefined) =>
  header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;

/**
 * Every route under /api needs a live session unless its config says `public: true`; that flag is
 * the one explicit list of open endpoints. `roles` in a route's config narrows who may call it.
 */
export const authPlugin = fp(async (app) => {
  app.decorateRequest('auth', null);

  const routeAccess: RouteAccess[] = [];
  app.decorate('routeAccess', routeAccess);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.method === 'HEAD') return;
    for (const method of [route.method].flat()) {
      routeAccess.push({
        method,
        url: route.url,
        public: route.config?.public === true,
        roles: route.config?.roles ?? null,
      });
    }
  });

  const liveSession = prepareLiveSessionQuery(app.db);

  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api') || request.routeOptions.config.public) return;

    const token = bearer(request.headers.authorization);
    const claims = token ? await app.tokens.verify(token) : null;
    if (!claims) throw unauthorized('UNAUTHORIZED', Messages.generic.unauthorized);

    const [session] = await liveSession.execute({ sessionId: claims.sessionId });
    if (!session || session.userId !== claims.userId || !session.activated) {
      throw unauthorized('UNAUTHORIZED', Messages.generic.unauthorized);
    }
    const role = session.role as Role;
    request.auth = {
      userId: session.userId,
      sessionId: claims.sessionId,
      role,
      email: session.email,
      actingAssistantId: session.actingAssistantId,
      account: {
        id: session.userId,
        email: session.email,
        firstName: session.firstName,
        lastName: session.lastName,
        roles: [role],
        roomName: session.roomName,
        timeZone: session.timeZone,
        actingAssistant:
          session.actingAssistantId === null
            ? null
            : {
                id: session.actingAssistantId,
                firstName: session.assistantFirstName ?? '',
                lastName: session.assistantLastName ?? '',
              },
      },
    };
    const roles = request.routeOptions.config.roles;
    if (roles && !roles.includes(request.auth.role)) {
      throw forbidden('FORBIDDEN', Messages.generic.forbidden);
    }
  });

  // Every request made while an assistant acts as a provider is recorded with both identities,
  // before the answer leaves, so no impersonated action goes unrecorded.
  app.addHook('onSend', async (request, reply, payload) => {
    const auth = request.auth;
    if (!auth?.actingAssistantId) return payload;
    await app.audit.record({
      action: 'impersonated.request',
      userId: auth.userId,
      actingAssistantId: auth.actingAssistantId,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      detail: { method: request.method, route: request.routeOptions.url, status: reply.statusCode },
    });
    return payload;
  });
});
