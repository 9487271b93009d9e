import type { FastifyRequest } from 'fastify';
import type { RequestMeta } from './identity.service.js';

export const requestMeta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});
