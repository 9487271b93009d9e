import type { FastifyReply, FastifyRequest } from 'fastify';

const NAME = 'clinicall_sso';

/**
 * The started sign-in's state in an HttpOnly cookie scoped to /oauth2: the callback compares it with
 * the returned state, so a code obtained in another browser cannot be injected into this one.
 * SameSite=Lax still sends it on the identity provider's top-level redirect back.
 */
export function setStateCookie(reply: FastifyReply, state: string, maxAgeSeconds: number) {
  const secure = reply.request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${NAME}=${state}; Path=/oauth2; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`,
  );
}

export function clearStateCookie(reply: FastifyReply) {
  reply.header('set-cookie', `${NAME}=; Path=/oauth2; HttpOnly; SameSite=Lax; Max-Age=0`);
}

export function readStateCookie(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === NAME) return value.join('=');
  }
  return undefined;
}
