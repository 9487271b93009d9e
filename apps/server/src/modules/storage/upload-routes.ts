import multipart from '@fastify/multipart';
import { FileLimits } from '@clinicall/shared/files';
import type { FastifyInstance } from 'fastify';

/**
 * Lets the routes of one plugin read streamed multipart uploads (`request.parts()`); call it inside
 * the feature's route plugin. Registered there rather than app-wide because the plugin adds fields
 * to every request object of its context, which routes without uploads should not pay for.
 * The per-file byte limit here is only the outer bound; `storeChecked` applies each upload's own.
 */
export async function acceptUploads(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: FileLimits.messageTotalBytes, files: 20, fields: 50 },
  });
}
