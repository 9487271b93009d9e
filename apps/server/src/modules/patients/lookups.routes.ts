import {
  LookupListSchema,
  MedicalHistoryDataSchema,
  UsStatesSchema,
} from '@clinicall/shared/people/lookups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ALLERGY_SYMPTOMS, ALLERGY_TYPES, MEDICAL_HISTORY_DATA, US_STATES } from './lookups.js';

const tags = ['lookups'];
// Static lists: browsers may keep them an hour.
const cached = { 'cache-control': 'public, max-age=3600' };

/** F43: static lists, open because the sign-up wizards use them before an account exists. */
export const lookupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/USStates',
    {
      config: { access: 'open' },
      schema: { tags, summary: 'F43: US states', response: { 200: UsStatesSchema } },
    },
    async (_request, reply) => reply.headers(cached).send(US_STATES),
  );
  app.get(
    '/api/AllergyMedicationType',
    {
      config: { access: 'open' },
      schema: { tags, summary: 'F43: allergy types', response: { 200: LookupListSchema } },
    },
    async (_request, reply) => reply.headers(cached).send(ALLERGY_TYPES),
  );
  app.get(
    '/api/AllergyMedicationSymptoms',
    {
      config: { access: 'open' },
      schema: { tags, summary: 'F43: allergic reactions', response: { 200: LookupListSchema } },
    },
    async (_request, reply) => reply.headers(cached).send(ALLERGY_SYMPTOMS),
  );
  app.get(
    '/api/medicalHistoryData',
    {
      config: { access: 'open' },
      schema: {
        tags,
        summary: 'F43: medical history groups',
        response: { 200: MedicalHistoryDataSchema },
      },
    },
    async (_request, reply) => reply.headers(cached).send(MEDICAL_HISTORY_DATA),
  );
};
