import type { FastifyPluginAsync } from 'fastify';
import { Channels } from '../db/notifications.js';
import { availabilityRoutes } from '../modules/availability/availability.routes.js';
import { createAvailabilityService } from '../modules/availability/availability.service.js';
import type { ClinicAccess } from '../modules/clinics/clinic-access.service.js';
import type { MembershipsService } from '../modules/clinics/memberships.service.js';
import { createBookingListsService } from '../modules/encounters/booking-lists.service.js';
import { bookingRateLimit } from '../modules/encounters/booking-rate-limit.js';
import { bookingRoutes } from '../modules/encounters/booking.routes.js';
import {
  createBookingService,
  type MessageTopicOpener,
} from '../modules/encounters/booking.service.js';
import { calendarRoutes } from '../modules/encounters/calendar.routes.js';
import { createCalendarService } from '../modules/encounters/calendar.service.js';
import { createCountersCache } from '../modules/encounters/counters-cache.js';
import { createEncounterListCache } from '../modules/encounters/encounter-list-cache.js';
import { encounterListsRoutes } from '../modules/encounters/encounter-lists.routes.js';
import { createEncounterListsService } from '../modules/encounters/encounter-lists.service.js';
import { createFreeSlotsCache } from '../modules/encounters/free-slots-cache.js';
import { lifecycleRoutes } from '../modules/encounters/lifecycle.routes.js';
import { createLifecycleService } from '../modules/encounters/lifecycle.service.js';
import { createPaidBookingService } from '../modules/encounters/paid-booking.service.js';
import { createPayableEncounters } from '../modules/encounters/payable-encounters.service.js';
import { preconditionsRoutes } from '../modules/encounters/preconditions.routes.js';
import { createPreconditionsService } from '../modules/encounters/preconditions.service.js';
import { encounterFilesRoutes } from '../modules/notes/encounter-files.routes.js';
import { createEncounterFilesService } from '../modules/notes/encounter-files.service.js';
import { offeringsRoutes } from '../modules/offerings/offerings.routes.js';
import { createOfferingsService } from '../modules/offerings/offerings.service.js';
import { paymentsRoutes } from '../modules/payments/payments.routes.js';
import {
  createPaymentsService,
  loadConfiguredGateway,
  type PaymentGateway,
} from '../modules/payments/payments.service.js';
import { followForLife, type Platform } from './platform.js';

/** How scheduling opens and closes a message appointment's conversation (messaging's). */
export type MessageTopics = MessageTopicOpener & { closed: (encounterId: number) => void };

/** What the scheduling domain takes from the rest of the server. */
export type SchedulingDeps = Pick<
  Platform,
  | 'database'
  | 'db'
  | 'config'
  | 'clock'
  | 'mailer'
  | 'jobs'
  | 'hmacSecret'
  | 'limiters'
  | 'storage'
  | 'metrics'
> & {
  clinicAccess: ClinicAccess;
  memberships: MembershipsService;
  /** A message appointment opens its conversation when booked and closes it when it ends. */
  messageTopics: MessageTopics;
  /** Replaces the configured card gateway (tests). */
  paymentGateway?: PaymentGateway | undefined;
};

/**
 * The scheduling domain: providers' availability and offerings, free slots and the calendar,
 * booking (with its uploads and card payments), an appointment's lifecycle, and the lists and
 * counters of appointments. Its caches follow the database's channels on every instance.
 */
export const schedulingDomain =
  (deps: SchedulingDeps): FastifyPluginAsync =>
  async (app) => {
    const { database, db, config, clock, mailer, jobs, hmacSecret, memberships } = deps;
    const gateway = deps.paymentGateway ?? (await loadConfiguredGateway(config.payments));
    const payments = createPaymentsService({
      db,
      settings: config.payments,
      encounters: createPayableEncounters(db),
      isSelfOrFamily: (callerId, patientId) =>
        deps.clinicAccess.isSelfOrFamily(callerId, patientId),
      jobs,
      ...(gateway ? { gateway } : {}),
      onGatewayFailure: (operation, reason) =>
        deps.metrics.paymentFailures.inc({ operation, reason }),
    });
    const availability = createAvailabilityService({ db, clock });
    const offerings = createOfferingsService({ db, memberships });
    const scheduling = { db, config, clock, memberships, offerings, availability };
    const freeSlots = createFreeSlotsCache();
    await followForLife(app, database.listen, Channels.freeSlots, [freeSlots]);
    const counters = createCountersCache();
    const pages = createEncounterListCache();
    // One channel for both: a page shows everything the counters count by (migration 0029).
    await followForLife(app, database.listen, Channels.encounterLists, [counters, pages]);
    const booking = createBookingService({
      ...scheduling,
      mailer,
      jobs,
      hmacSecret,
      messageTopics: deps.messageTopics,
    });
    const lifecycle = createLifecycleService({
      db,
      config,
      clock,
      mailer,
      jobs,
      hmacSecret,
      payments,
      messageTopics: deps.messageTopics,
    });

    await app.register(paymentsRoutes(payments));
    await app.register(availabilityRoutes(availability));
    await app.register(offeringsRoutes(offerings));
    await app.register(calendarRoutes(createCalendarService({ ...scheduling, freeSlots })));
    const bookingCalls = bookingRateLimit(deps.limiters, config.booking.ratePerMinute);
    await app.register(
      bookingRoutes(
        booking,
        createBookingListsService(db, clock),
        createPaidBookingService({ db, booking, payments }),
        bookingCalls,
      ),
    );
    await app.register(preconditionsRoutes(createPreconditionsService(db)));
    await app.register(lifecycleRoutes(lifecycle));
    await app.register(
      encounterListsRoutes(createEncounterListsService({ ...scheduling, counters, pages })),
    );
    await app.register(
      encounterFilesRoutes({
        db,
        booking,
        files: createEncounterFilesService({ db, storage: deps.storage }),
        rateLimit: bookingCalls,
      }),
    );
  };
