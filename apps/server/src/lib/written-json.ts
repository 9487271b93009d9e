import type { FastifyReply } from 'fastify';

/**
 * Sends an answer already written as JSON (a cached one): Fastify passes a string with a JSON
 * content type through as it is, neither serializing it again nor running the route's serializer.
 */
export function sendWrittenJson(reply: FastifyReply, body: string) {
  return reply.type('application/json; charset=utf-8').send(body);
}
