import type { FastifyPluginAsync } from 'fastify';
import { createUserAccount } from '../modules/account/user-accounts.js';
import { onDemandRoutes } from '../modules/on-demand/on-demand.routes.js';
import { createOnDemandService } from '../modules/on-demand/on-demand.service.js';
import type { PasswordsService } from '../modules/passwords/passwords.service.js';
import { passPresenterOf } from '../modules/room-passes/pass-presenter.js';
import { roomPassesRoutes } from '../modules/room-passes/room-passes.routes.js';
import type { RoomPassesService } from '../modules/room-passes/room-passes.service.js';
import { roomGuestsRoutes } from '../modules/room-guests/room-guests.routes.js';
import { createRoomGuestsService } from '../modules/room-guests/room-guests.service.js';
import { roomLinksRoutes } from '../modules/room-links/room-links.routes.js';
import { createRoomLinksService } from '../modules/room-links/room-links.service.js';
import { createRoomCalls } from '../modules/rooms/room-calls.service.js';
import { createRoomEnds } from '../modules/rooms/room-ends.service.js';
import { roomsRoutes } from '../modules/rooms/rooms.routes.js';
import { createRoomsService } from '../modules/rooms/rooms.service.js';
import { registerRoomSignalling } from '../modules/rooms/rooms.signalling.js';
import type { SessionAuthenticator } from '../modules/sessions/session-authenticator.service.js';
import type { Platform } from './platform.js';

/** What the rooms domain takes from the rest of the server. */
export type RoomsDeps = Pick<
  Platform,
  'db' | 'config' | 'clock' | 'mailer' | 'sms' | 'jobs' | 'hmacSecret' | 'limiters' | 'refusals'
> & {
  /** Built in app.ts: the realtime channel admits sockets by room pass too. */
  roomPasses: RoomPassesService;
  /** The access plugin's session check, which tells who presents a pass. */
  checkToken: SessionAuthenticator;
  /** On-demand patients get a password set-up link. */
  passwords: PasswordsService;
};

/**
 * The rooms domain: video rooms and their signalling, the passes that admit to them, invited
 * guests, room links sent by mail or SMS, and on-demand visits. Registered after the realtime
 * plugin, whose channel carries the rooms' signals.
 */
export const roomsDomain =
  (deps: RoomsDeps): FastifyPluginAsync =>
  async (app) => {
    const { db, config, clock, mailer, hmacSecret, roomPasses: passes } = deps;
    const presenterOf = passPresenterOf(deps.checkToken);
    await app.register(roomPassesRoutes({ passes, presenterOf, refusals: deps.refusals }));
    const { realtime } = app;
    const ends = createRoomEnds({ db, clock, jobs: deps.jobs, realtime, record: app.audit.record });
    const calls = createRoomCalls({ db, clock, passes, realtime, ends, log: app.log });
    registerRoomSignalling(app.realtime, calls);
    const ice = config.ice;
    const rooms = createRoomsService({ db, clock, ice, passes, realtime, calls, ends });
    await app.register(roomsRoutes(rooms, presenterOf));
    const guests = createRoomGuestsService({ db, config, clock, mailer, hmacSecret, passes });
    await app.register(roomGuestsRoutes(guests));
    const roomLinks = createRoomLinksService({
      db,
      config,
      mailer,
      sms: deps.sms,
      limiters: deps.limiters,
      hmacSecret,
      passes,
      jobs: deps.jobs,
    });
    await app.register(roomLinksRoutes(roomLinks));
    const onDemand = createOnDemandService({
      db,
      clock,
      mailer,
      passes,
      roomLinks,
      createAccount: createUserAccount,
      sendPasswordSetup: (ctx, email) => deps.passwords.requestReset(ctx, email),
      onStarted: (started) => rooms.tellStarted(started.appointmentId, started.patientIds),
    });
    await app.register(onDemandRoutes(onDemand));
  };
