import type { EncounterType } from '@clinicall/shared/scheduling/types';
import { z } from 'zod';
import type { Db, Executor } from '../../db/database.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Mailer } from '../mail/mailer.js';
import { encountersRepository } from './encounters.repository.js';
import { reminderMail } from './lifecycle.mails.js';
import { lifecycleRepository } from './lifecycle.repository.js';

/** Beyond the spec (issue 7, item 9): mails before a confirmed appointment. */
export const REMINDERS = [
  { kind: '24h', beforeMs: 24 * 3_600_000 },
  { kind: '1h', beforeMs: 3_600_000 },
] as const;

const ReminderSchema = z.object({
  encounterId: z.number().int(),
  kind: z.enum(['24h', '1h']),
  /** The start the reminder was scheduled for: a moved appointment's old reminders stay silent. */
  startTime: z.iso.datetime(),
});
type Reminder = z.infer<typeof ReminderSchema>;

declare module '../jobs/job-types.js' {
  interface JobPayloads {
    'appointment.reminder': Reminder;
  }
}

/**
 * Queues the reminders of a just-confirmed appointment, each due at its time before the start
 * (one whose time has passed is skipped). A cancelled or moved appointment's reminders are not
 * deleted: the job checks the appointment when it runs and sends nothing.
 */
export async function scheduleReminders(
  jobs: JobQueue,
  ex: Executor,
  appointment: { id: number; start: Date; now: Date },
) {
  for (const { kind, beforeMs } of REMINDERS) {
    const runAt = new Date(appointment.start.getTime() - beforeMs);
    if (runAt.getTime() <= appointment.now.getTime()) continue;
    await jobs.enqueue(
      ex,
      'appointment.reminder',
      { encounterId: appointment.id, kind, startTime: appointment.start.toISOString() },
      { runAt },
    );
  }
}

/**
 * Sends a reminder to both parties if the appointment is still confirmed at the same start, once:
 * the sent-reminder row's key refuses a second send, even when the job runs twice.
 */
export function defineReminders(deps: {
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  appointmentsUrl: string;
}) {
  const { db, jobs, mailer, appointmentsUrl } = deps;
  jobs.define({
    type: 'appointment.reminder',
    schema: ReminderSchema,
    run: (reminder) =>
      db.transaction(async (tx) => {
        const row = await encountersRepository.withParties(tx, reminder.encounterId);
        if (!row) return;
        const start = row.encounter.startTime;
        if (row.encounter.status !== 'ACCEPTED' || start.toISOString() !== reminder.startTime) {
          return;
        }
        if (
          !(await lifecycleRepository.claimReminder(tx, row.encounter.id, reminder.kind, start))
        ) {
          return;
        }
        for (const [to, other] of [
          [row.patient, row.provider],
          [row.provider, row.patient],
        ] as const) {
          const zone = await lifecycleRepository.zoneOf(tx, to.id);
          await mailer.enqueue(
            reminderMail({
              to,
              with: other,
              type: row.encounter.type as EncounterType,
              start,
              zone: zone ?? 'UTC',
              kind: reminder.kind,
              appointmentsUrl,
            }),
            tx,
          );
        }
      }),
  });
}
