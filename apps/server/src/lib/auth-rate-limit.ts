import type { FastifyRequest } from 'fastify';

/**
 * Route-level limits for the open sign-in, passcode and reset endpoints. They count per address and
 * typed e-mail, so one clinic behind a NAT does not lock itself out.
 */
export function limitByEmail(perMinute: number) {
  return {
    max: perMinute,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return `${request.ip}|${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
    },
  };
}
