import {
  RoomPassCheckRequestSchema,
  RoomPassCheckSchema,
  RoomPassRefreshSchema,
} from '@clinicall/shared/room-access/room-pass';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequestContext } from '../../lib/access/request-context.js';
import { DomainError } from '../../lib/domain-error.js';
import type { RefusalAudit } from '../audit/refusal-audit.service.js';
import type { PassPresenterOf } from './pass-presenter.js';
import type { RoomPassesService } from './room-passes.service.js';

export const roomPassesRoutes =
  (deps: {
    passes: RoomPassesService;
    presenterOf: PassPresenterOf;
    refusals: RefusalAudit;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { passes, presenterOf, refusals } = deps;

    /** A refused pass is audited like a refused token (within the address's budget). */
    async function auditRefusal<T>(ctx: RequestContext, route: string, work: Promise<T>) {
      try {
        return await work;
      } catch (error) {
        if (error instanceof DomainError && error.code === 'ROOM_PASS_INVALID') {
          await refusals(ctx, 'room.pass-refused', { detail: { route } });
        }
        throw error;
      }
    }

    app.post(
      '/api/rooms/pass',
      {
        // The pass is the credential: guests hold no session (D18); a party's pass needs theirs.
        config: { access: 'open' },
        schema: {
          tags: ['rooms'],
          summary: 'D18: who a room pass admits, to which room, checked against revocation now',
          body: RoomPassCheckRequestSchema,
          response: { 200: RoomPassCheckSchema },
        },
      },
      async (request) => {
        const session = await presenterOf(request);
        const pass = await auditRefusal(
          request.ctx,
          'pass',
          passes.verify(request.body.pass, { session }),
        );
        const { binding, ...shown } = pass;
        return {
          ...shown,
          sessionBound: binding.kind === 'session',
          expiresAt: new Date(pass.expiresAt).toISOString(),
        };
      },
    );

    app.post(
      '/api/rooms/pass/refresh',
      {
        config: { access: 'open' },
        schema: {
          tags: ['rooms'],
          summary:
            'Issue 19 path 8: a fresh short-lived pass for the same person and room, while the visit is on',
          body: RoomPassCheckRequestSchema,
          response: { 200: RoomPassRefreshSchema },
        },
      },
      async (request) => {
        const session = await presenterOf(request);
        const fresh = await auditRefusal(
          request.ctx,
          'refresh',
          passes.refresh(request.body.pass, session),
        );
        return { pass: fresh.pass, expiresAt: fresh.expiresAt.toISOString() };
      },
    );
  };
