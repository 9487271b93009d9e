import { ROOM_END_GRACE_MS, RoomServerEvent } from '@clinicall/shared/rooms/signalling';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db, Tx } from '../../db/database.js';
import type { AuditRecorder } from '../../lib/access/request-context.js';
import type { Clock } from '../../lib/clock.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { encounterRoom } from './room-names.js';
import { endRoom, lockRoomJoins, markRoomLeft } from './rooms.repository.js';

declare module '../jobs/job-types.js' {
  interface JobPayloads {
    'rooms.end-if-empty': { encounterId: number; leftAt: string };
  }
}

type EndedRoom = NonNullable<Awaited<ReturnType<typeof endRoom>>>;

/**
 * Issue 21 defects 4 and 6: a room ends, once, when the provider ends it or when it has stayed
 * empty for the grace (ROOM_END_GRACE_MS) after its last party left. Ending records the room's end
 * (the moment the last party left, not the grace's), finishes the visit and so frees the provider's
 * time. The empty-room check is a durable job queued with the leave, so it runs on whichever
 * instance is alive; it asks the realtime channel (every instance, through the Redis adapter)
 * whether anyone is in the room, and a join in between clears `room_left_at`, so it ends nothing.
 */
export function createRoomEnds(deps: {
  db: Db;
  clock: Clock;
  jobs: JobQueue;
  realtime: FastifyInstance['realtime'];
  record: AuditRecorder;
}) {
  const { db, clock, jobs, realtime } = deps;

  /** Whether any socket is in the room now, on any instance. */
  const occupied = async (encounterId: number) =>
    (await realtime.roomMembers(encounterRoom(encounterId))).length > 0;

  /** Everyone still in the room leaves it; both parties' lists drop the visit. */
  function announce(ended: EndedRoom) {
    realtime.sendTo(encounterRoom(ended.id), RoomServerEvent.ended, { encounterId: ended.id });
    const update = {
      type: 'APPOINTMENT_UPDATED' as const,
      encounterId: ended.id,
      name: `encounter-${ended.id}`,
      patientJoined: false,
    };
    realtime.toProvider(ended.providerId, update);
    realtime.toUser(ended.patientId, update);
  }

  async function endIfStillEmpty(encounterId: number, leftAt: Date) {
    if (await occupied(encounterId)) return;
    const ended = await db.transaction(async (tx) => {
      // Joins take this lock too: one that got in first cleared room_left_at, one after finds
      // the visit finished and is refused.
      await lockRoomJoins(tx, encounterId);
      const row = await endRoom(tx, { encounterId, endedAt: leftAt, now: clock(), leftAt });
      if (row) {
        await deps.record(
          {
            action: 'encounter.status',
            subject: String(encounterId),
            detail: { to: 'FINISHED', by: 'room-left-empty' },
          },
          tx,
        );
      }
      return row;
    });
    if (ended) announce(ended);
  }

  jobs.define({
    type: 'rooms.end-if-empty',
    schema: z.object({ encounterId: z.number().int(), leftAt: z.iso.datetime() }),
    run: ({ encounterId, leftAt }) => endIfStillEmpty(encounterId, new Date(leftAt)),
  });

  return {
    /**
     * The last party left: remember when, and check again after the grace. Called with the join
     * lock held (`tx`), so no join slips between the emptiness check and this write.
     */
    async emptied(tx: Tx, encounterId: number) {
      const at = clock();
      if (!(await markRoomLeft(tx, encounterId, at))) return;
      await jobs.enqueue(
        tx,
        'rooms.end-if-empty',
        { encounterId, leftAt: at.toISOString() },
        { delayMs: ROOM_END_GRACE_MS },
      );
    },

    /**
     * The provider ends the visit now (the caller checked who asks). Answers the ended row, or
     * null when it had already ended or is not under way.
     */
    async endNow(encounterId: number, audit: (tx: Tx) => Promise<void>) {
      const ended = await db.transaction(async (tx) => {
        await lockRoomJoins(tx, encounterId);
        const now = clock();
        const row = await endRoom(tx, { encounterId, endedAt: now, now });
        if (row) await audit(tx);
        return row;
      });
      if (ended) announce(ended);
      return ended;
    },
  };
}

export type RoomEnds = ReturnType<typeof createRoomEnds>;
