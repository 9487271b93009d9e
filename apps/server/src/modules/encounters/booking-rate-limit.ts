import type { FastifyReply, FastifyRequest } from 'fastify';
import { domainError } from '../../lib/domain-error.js';
import type { LimiterStore } from '../../lib/limiter-store.js';

/**
 * Issue 19 path 6: booking calls per account and minute (BOOKING_RATE_LIMIT_PER_MINUTE), counted
 * in the limiter store the sign-in limits use, so with Redis the limit holds across instances. A
 * route-level preHandler: it runs after the access rules, so the caller's account is known.
 */
export function bookingRateLimit(limiters: LimiterStore, perMinute: number) {
  const calls = limiters.counter('booking-calls', { limit: perMinute, windowSeconds: 60 });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const actor = request.ctx.actor;
    if (!actor) return;
    const key = String(actor.userId);
    if ((await calls.add(key)) <= calls.limit) return;
    const { retryAfterMs } = await calls.check(key);
    void reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
    throw domainError('BOOKING_RATE_LIMITED');
  };
}

export type BookingRateLimit = ReturnType<typeof bookingRateLimit>;
