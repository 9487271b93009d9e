import {
  AdminLegalDocumentSchema,
  LegalDocumentKindSchema,
  LegalDraftInputSchema,
  PublishLegalDraftSchema,
} from '@clinicall/shared/legal-documents';
import { Role } from '@clinicall/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../lib/access/request-context.js';
import { Clinic } from '../../lib/access/rules.js';
import type { LegalDocumentsService } from './legal-documents.service.js';

const tags = ['administration'];
/** The installation's documents are the super admin's alone; no clinic narrows them. */
const superAdmin = { access: { roles: [Role.superAdmin], clinic: Clinic.none } } as const;
const KindParams = z.object({ kind: LegalDocumentKindSchema });

/**
 * Issue 20 point 10: the super admin's versions, draft and publishing. The preview is the web's:
 * it renders the draft with the component that shows the published text, so it looks as shown.
 */
export const legalDocumentsAdminRoutes =
  (legal: LegalDocumentsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/legal-documents',
      {
        config: superAdmin,
        schema: {
          tags,
          summary: 'Every legal document with its versions and acceptance counts',
          response: { 200: z.array(AdminLegalDocumentSchema) },
        },
      },
      async () => legal.list(),
    );

    app.get(
      '/api/admin/legal-documents/:kind',
      {
        config: superAdmin,
        schema: {
          tags,
          summary: 'One legal document with its versions, newest first',
          params: KindParams,
          response: { 200: AdminLegalDocumentSchema },
        },
      },
      async (request) => legal.get(request.params.kind),
    );

    app.put(
      '/api/admin/legal-documents/:kind/draft',
      {
        config: superAdmin,
        schema: {
          tags,
          summary: 'Saves the draft (the next version), creating it if there is none',
          params: KindParams,
          body: LegalDraftInputSchema,
          response: { 200: AdminLegalDocumentSchema },
        },
      },
      async (request) =>
        legal.saveDraft(signedIn(request.ctx), request.params.kind, request.body.markdown),
    );

    app.delete(
      '/api/admin/legal-documents/:kind/draft',
      {
        config: superAdmin,
        schema: {
          tags,
          summary: 'Discards the draft',
          params: KindParams,
          response: { 200: AdminLegalDocumentSchema },
        },
      },
      async (request) => legal.discardDraft(signedIn(request.ctx), request.params.kind),
    );

    app.post(
      '/api/admin/legal-documents/:kind/publish',
      {
        config: superAdmin,
        schema: {
          tags,
          summary: 'Publishes the draft as previewed; users accept it at their next sign-in',
          params: KindParams,
          body: PublishLegalDraftSchema,
          response: { 200: AdminLegalDocumentSchema },
        },
      },
      async (request) => legal.publish(signedIn(request.ctx), request.params.kind, request.body),
    );
  };
