import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { ErrorResponse } from '@clinicall/shared/errors';
import { Messages } from '@clinicall/shared/messages';
import type { FastifyInstance } from 'fastify';

/** Serves the built web app on the API's port; unknown non-API paths get index.html (client routing). */
export async function registerWeb(app: FastifyInstance, webDist: string | undefined) {
  const root = webDist && existsSync(path.join(webDist, 'index.html')) ? webDist : undefined;
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      // The build writes .br and .gz beside each text file; they go out as they are.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Hashed file names change with their content; index.html names them, so it is revalidated.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else if (path.basename(filePath).startsWith('index.html')) {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (root && request.method === 'GET' && !request.url.startsWith('/api')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ code: 'NOT_FOUND', errorMessage: Messages.generic.notFound } satisfies ErrorResponse);
  });
}
