import {
  DateParamSchema,
  DayOnOffRequestSchema,
  SaveRangesRequestSchema,
  SetDefaultResultSchema,
  TimeTableSchema,
} from '@clinicall/shared/scheduling/availability';
import { Role } from '@clinicall/shared/roles';
import { PracticeZoneRequestSchema } from '@clinicall/shared/time-zone';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../lib/access/request-context.js';
import { Clinic } from '../../lib/access/rules.js';
import type { AvailabilityService } from './availability.service.js';

const tags = ['availability'];
/** A provider's own availability, across all their clinics: no clinic rule applies. */
const access = { roles: [Role.provider], clinic: Clinic.none };

export const availabilityRoutes =
  (availability: AvailabilityService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/timeTable/:date',
      {
        config: { access },
        schema: {
          tags,
          summary: 'C17: the week (Monday to Sunday) holding the date, in the provider’s zone',
          params: DateParamSchema,
          response: { 200: TimeTableSchema },
        },
      },
      async (request) => availability.week(signedIn(request.ctx), request.params.date),
    );

    app.post(
      '/api/timeTable/ranges',
      {
        config: { access },
        schema: {
          tags,
          summary: 'C22: sets one date’s time ranges (C19, C20 refuse incomplete or inverted ones)',
          body: SaveRangesRequestSchema,
          response: { 200: TimeTableSchema },
        },
      },
      async (request) =>
        availability.saveRanges(signedIn(request.ctx), request.body.date, request.body.ranges),
    );

    app.post(
      '/api/timeTable/ranges/onOff',
      {
        config: { access },
        schema: {
          tags,
          summary: 'C23: switches one date on or off',
          body: DayOnOffRequestSchema,
          response: { 200: TimeTableSchema },
        },
      },
      async (request) => availability.switchDay(signedIn(request.ctx), request.body),
    );

    app.delete(
      '/api/timeTable/:date/clearWeek',
      {
        config: { access },
        schema: {
          tags,
          summary: 'C24: clears the times of the week holding the date (from today on)',
          params: DateParamSchema,
          response: { 200: TimeTableSchema },
        },
      },
      async (request) => availability.clearWeek(signedIn(request.ctx), request.params.date),
    );

    app.post(
      '/api/timeTable/:date/setDefault',
      {
        config: { access },
        schema: {
          tags,
          summary: 'C25, C28: the week holding the date becomes the recurring default',
          params: DateParamSchema,
          response: { 200: SetDefaultResultSchema },
        },
      },
      async (request) => availability.setDefault(signedIn(request.ctx), request.params.date),
    );

    app.put(
      '/api/timeTable/timeZone',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Changes the practice zone the schedule’s wall-clock hours are kept in',
          description:
            'The stored hours keep their clock times in the new zone; no other availability ' +
            'change or sign-in moves the practice zone. Answers the week holding `date`.',
          body: PracticeZoneRequestSchema,
          response: { 200: TimeTableSchema },
        },
      },
      async (request) => availability.changeZone(signedIn(request.ctx), request.body),
    );
  };
