import { photoVersion } from '@clinicall/shared/people/photo-path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Readable } from 'node:stream';
import { domainError } from './domain-error.js';

/** `?v=` is the photo's version, as `photoPath` writes it into every `imagePath`. */
export const PhotoQuerySchema = z.object({ v: z.string().max(100).optional() });

/**
 * Sends a stored profile photo (always JPEG: photo.service re-encodes every upload). The URL that
 * names the current version is cached for a year, since a new photo gets a new URL; any other URL
 * is revalidated each time. The ETag is the version, so a revalidation costs no storage read.
 * `private`: the photo is personal data, never kept by shared caches; `Vary: Authorization`, since
 * who may see it depends on the caller.
 */
export async function replyWithPhoto(
  request: FastifyRequest,
  reply: FastifyReply,
  photos: { read(storageKey: string): Promise<Readable | null> },
  storageKey: string | null,
  requestedVersion: string | undefined,
) {
  if (!storageKey) throw domainError('NOT_FOUND');
  const version = photoVersion(storageKey);
  const etag = `"${version}"`;
  reply
    .header(
      'cache-control',
      requestedVersion === version ? 'private, max-age=31536000, immutable' : 'private, no-cache',
    )
    .header('etag', etag)
    .header('vary', 'Authorization');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  const stream = await photos.read(storageKey);
  if (!stream) throw domainError('NOT_FOUND');
  return reply.header('content-type', 'image/jpeg').send(stream);
}
