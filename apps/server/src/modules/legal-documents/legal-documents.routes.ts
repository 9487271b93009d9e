import {
  AcceptLegalDocumentsSchema,
  LegalDocumentKindSchema,
  PendingLegalDocumentsSchema,
  PublishedLegalDocumentSchema,
} from '@clinicall/shared/legal-documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../lib/access/request-context.js';
import { Clinic } from '../../lib/access/rules.js';
import type { LegalDocumentsService } from './legal-documents.service.js';

const tags = ['legal documents'];
/** Every signed-in user, for their own acceptances; reachable while the session is gated. */
const ownAcceptance = {
  access: { roles: 'any', clinic: Clinic.none },
  duringLegalAcceptance: true,
} as const;

/** Issue 20 point 10: reading the current documents and accepting them. */
export const legalDocumentsRoutes =
  (legal: LegalDocumentsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/legal-documents/:kind',
      {
        // A1: the login page links to the documents before anyone signs in.
        config: { access: 'open' },
        schema: {
          tags,
          summary: 'The current published version of a legal document',
          params: z.object({ kind: LegalDocumentKindSchema }),
          response: { 200: PublishedLegalDocumentSchema },
        },
      },
      async (request) => legal.current(request.params.kind),
    );

    app.get(
      '/api/account/legal-documents/pending',
      {
        config: ownAcceptance,
        schema: {
          tags,
          summary: 'The published documents the signed-in user has yet to accept',
          response: { 200: PendingLegalDocumentsSchema },
        },
      },
      async (request) => legal.pending(signedIn(request.ctx)),
    );

    app.post(
      '/api/account/legal-documents/accept',
      {
        config: ownAcceptance,
        schema: {
          tags,
          summary: 'Accepts current versions; answers what is still to accept',
          body: AcceptLegalDocumentsSchema,
          response: { 200: PendingLegalDocumentsSchema },
        },
      },
      async (request) => legal.accept(signedIn(request.ctx), request.body.versionIds),
    );
  };
