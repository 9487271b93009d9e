import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { Channels } from '../db/notifications.js';
import { createInboxCache } from '../modules/messaging/inbox-cache.js';
import { createMessageNotifier } from '../modules/messaging/message-notifier.js';
import { messagingRoutes } from '../modules/messaging/messaging.routes.js';
import {
  createMessagingService,
  type MessagingService,
} from '../modules/messaging/messaging.service.js';
import { followForLife, type Platform } from './platform.js';
import type { MessageTopics } from './scheduling.js';

/**
 * Messaging's service, built before any plugin because scheduling uses it too: booking a message
 * appointment opens its conversation and ending the appointment closes it. Events go out on the
 * realtime channel, which exists only once its plugin is registered, hence the late lookup.
 */
export async function createMessaging(
  app: FastifyInstance,
  { database, db, storage, clock }: Pick<Platform, 'database' | 'db' | 'storage' | 'clock'>,
) {
  const events = createMessageNotifier(db, () => app.realtime);
  const cache = createInboxCache();
  await followForLife(app, database.listen, Channels.inbox, [cache]);
  const service = createMessagingService({ db, storage, clock, cache, events });
  const topics: MessageTopics = {
    open: (tx, encounter) => service.openEncounterTopic(tx, encounter),
    closed: (encounterId) => events.encounterClosed({ encounterId }),
  };
  return { service, topics };
}

/** The messaging domain: conversations, their messages and files, and the unread badge. */
export const messagingDomain =
  ({ service }: { service: MessagingService }): FastifyPluginAsync =>
  async (app) => {
    await app.register(messagingRoutes(service));
  };
