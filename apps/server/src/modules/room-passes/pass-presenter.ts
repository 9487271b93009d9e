import type { FastifyRequest } from 'fastify';
import type { SessionAuthenticator } from '../sessions/session-authenticator.service.js';

/**
 * The live session, if any, behind a request on a pass route. Those routes are open (guests and
 * room-link patients hold no session), so the access plugin does not read the token; a signed-in
 * party's pass still needs the session it was issued to (issue 19 path 7), read here with the same
 * check as every protected route. A missing or dead token is no session: the pass then stands
 * alone, and a session's pass is refused.
 */
export type PassPresenterOf = (request: FastifyRequest) => Promise<string | null>;

export function passPresenterOf(checkToken: SessionAuthenticator): PassPresenterOf {
  return async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return null;
    const checked = await checkToken(header.slice('Bearer '.length).trim());
    return checked.ok ? checked.actor.sessionId : null;
  };
}
