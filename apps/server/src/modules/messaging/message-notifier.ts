import type { Db } from '../../db/database.js';
import type { RealtimeEvent } from '@clinicall/shared/realtime';
import type { MessagingEvents } from './messaging.service.js';
import { messagingRepository as repo } from './messaging.repository.js';

/**
 * D3, D5, I27: once a message is committed, every subscriber hears NEW_MESSAGE for its topic and
 * everyone but the author their new unread count, so open lists, panels and conversations refresh.
 * `realtime` is read at send time: the channel is registered after the services are built.
 */
/** The part of `app.realtime` this needs. */
type UserEmitter = { toUser(userId: number, event: RealtimeEvent): void };

export function createMessageNotifier(db: Db, realtime: () => UserEmitter): MessagingEvents {
  return {
    messagePosted({ topicId, authorId, subscriberIds }) {
      void (async () => {
        const emitter = realtime();
        for (const userId of subscriberIds) {
          emitter.toUser(userId, { type: 'NEW_MESSAGE', topicId });
          if (userId === authorId) continue;
          emitter.toUser(userId, {
            type: 'UNREAD_COUNT',
            unreadCount: await repo.unreadCount(db, userId),
          });
        }
      })().catch(() => undefined);
    },
  };
}
