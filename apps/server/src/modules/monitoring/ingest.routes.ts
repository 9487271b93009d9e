import { IngestBodySchema, IngestResultSchema } from '@clinicall/shared/monitoring/ingest';
import { IngestLimits } from '@clinicall/shared/monitoring/metrics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { domainError } from '../../lib/domain-error.js';
import { ingestExamples } from './ingest-examples.js';
import type { IngestService } from './ingest.service.js';

const partnerOf = Symbol('ingest partner');
type Admitted = { [partnerOf]?: number; rawBody?: string };

const description = [
  'Issue 23: a monitoring partner pushes readings. Signed with the partner’s secret by the',
  '[Standard Webhooks](https://www.standardwebhooks.com/) scheme: `webhook-id`, `webhook-timestamp`',
  '(seconds; five minutes of tolerance) and `webhook-signature` (`v1,<base64 HMAC-SHA256 of',
  'id.timestamp.body>`). The body is Clinicall’s own `{readings: [...]}` or a FHIR R4',
  '`Observation` or `Bundle` of Observations (LOINC 85354-9 with 8480-6/8462-4, 8867-4, 29463-7,',
  '8310-5, 59408-5, 9279-1, 2339-0; an ECG is 11524-6 with a `valueSampledData` and an 8867-4',
  'component). All or nothing: one refused reading stores none. A reading id already stored with the',
  'same content counts as a duplicate (retries are safe); with other content it is refused (409).',
  `At most ${IngestLimits.maxReadings} readings and ${IngestLimits.maxBytes / 1024} KiB per request.`,
].join(' ');

/**
 * The ingest endpoint. Its JSON parser keeps the exact bytes received (the signature covers them),
 * registered in this plugin only; the signature is checked in preValidation, before the body's
 * schema, so an unsigned sender gets 401 whatever it sent.
 */
export const ingestRoutes =
  (ingest: IngestService): FastifyPluginAsyncZod =>
  async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      ['application/json', 'application/fhir+json'],
      { parseAs: 'string' },
      (request, body, done) => {
        (request as Admitted).rawBody = body as string;
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(domainError('VALIDATION', 'The body is not valid JSON.'), undefined);
        }
      },
    );

    app.post(
      '/api/monitoring/ingest/:partner',
      {
        bodyLimit: IngestLimits.maxBytes,
        config: { access: 'open' },
        preValidation: async (request) => {
          const partner = await ingest.authenticate({
            partnerKey: request.params.partner,
            rawBody: (request as Admitted).rawBody ?? '',
            headers: request.headers,
          });
          (request as Admitted)[partnerOf] = partner.id;
        },
        schema: {
          tags: ['monitoring'],
          summary: 'Issue 23: a partner delivers readings (native JSON or FHIR R4)',
          description,
          security: [],
          params: z.object({ partner: z.string().max(40) }),
          headers: z.object({
            'webhook-id': z.string().min(1),
            'webhook-timestamp': z.string().min(1),
            'webhook-signature': z.string().min(1),
          }),
          body: IngestBodySchema.meta({ examples: ingestExamples }),
          response: { 200: IngestResultSchema },
        },
      },
      async (request) => {
        const partnerId = (request as Admitted)[partnerOf];
        if (partnerId === undefined) throw domainError('INGEST_SIGNATURE_INVALID');
        return ingest.accept(partnerId, request.body);
      },
    );
  };
