import { Role } from '@clinicall/shared/roles';
import { DateParamSchema, EncountersExistSchema } from '@clinicall/shared/scheduling/availability';
import { ScheduleQuerySchema, ScheduleSchema } from '@clinicall/shared/scheduling/slots';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scoped, signedIn } from '../../lib/access/request-context.js';
import { Clinic } from '../../lib/access/rules.js';
import { sendWrittenJson } from '../../lib/written-json.js';
import type { CalendarService } from './calendar.service.js';

const tags = ['appointments'];

export const calendarRoutes =
  (calendar: CalendarService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/appointments/schedule',
      {
        // The provider must work in one of the caller's clinics (the service refuses others).
        config: { access: { roles: [Role.provider, Role.patient], clinic: Clinic.own } },
        schema: {
          tags,
          summary: 'C30: a provider’s free start times per day, in the viewer’s time zone',
          querystring: ScheduleQuerySchema,
          response: { 200: ScheduleSchema },
        },
      },
      // The service answers JSON text, checked against the schema outside production when built.
      async (request, reply) =>
        sendWrittenJson(reply, await calendar.schedule(scoped(request.ctx), request.query)),
    );

    app.get(
      '/api/encounters/:date/exist',
      {
        // The provider's own calendar, across all their clinics.
        config: { access: { roles: [Role.provider], clinic: Clinic.none } },
        schema: {
          tags,
          summary: 'C26, C27: whether appointments hold time on the date (or its week)',
          params: DateParamSchema,
          querystring: z.object({ period: z.enum(['day', 'week']).default('day') }),
          response: { 200: EncountersExistSchema },
        },
      },
      async (request) =>
        calendar.exist(signedIn(request.ctx), request.params.date, request.query.period),
    );
  };
