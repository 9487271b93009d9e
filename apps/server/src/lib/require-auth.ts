import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../plugins/types.js';

/** The auth hook has already refused callers without a session; this narrows the type for handlers. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new Error('protected route reached without a session');
  return request.auth;
}
