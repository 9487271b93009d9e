import type { Db } from '../../db/database.js';
import type { RealtimeEvent } from '@clinicall/shared/realtime';
import type { MessagingEvents } from './messaging.service.js';
import { inboxQueries } from './inbox-queries.js';
import { messagingRepository as repo } from './messaging.repository.js';

/** The part of `app.realtime` this needs. */
type UserEmitter = { toUser(userId: number, event: RealtimeEvent): void };

/**
 * D3, D5, I27: once a message is committed, every subscriber hears NEW_MESSAGE for its topic and
 * everyone but the author their new unread count, so open lists, panels and conversations refresh;
 * once a message encounter is finished, every subscriber of its topic hears MSG_ENCOUNTER_CLOSED
 * (E22), so an open conversation hides its reply form. Both run after the commit and never fail
 * the request that caused them. `realtime` is read at send time: the channel is registered after
 * the services are built. The pushed counts are read from the database, never from the inbox cache,
 * and a client refreshing on NEW_MESSAGE finds this instance's cache already cleared: the commit's
 * `inbox` notifications reach it before the commit returns (postgres-listener.ts).
 */
export function createMessageNotifier(db: Db, realtime: () => UserEmitter): MessagingEvents {
  const inbox = inboxQueries(db);
  return {
    messagePosted({ topicId, authorId, subscriberIds }) {
      void (async () => {
        const emitter = realtime();
        for (const userId of subscriberIds) {
          emitter.toUser(userId, { type: 'NEW_MESSAGE', topicId });
          if (userId === authorId) continue;
          emitter.toUser(userId, {
            type: 'UNREAD_COUNT',
            unreadCount: await inbox.unreadCount(userId),
          });
        }
      })().catch(() => undefined);
    },
    encounterClosed({ encounterId }) {
      void (async () => {
        const topicId = await repo.topicOfEncounter(db, encounterId);
        if (topicId === null) return;
        const emitter = realtime();
        for (const userId of await repo.subscriberIds(db, topicId)) {
          emitter.toUser(userId, { type: 'MSG_ENCOUNTER_CLOSED', topicId });
        }
      })().catch(() => undefined);
    },
  };
}
