import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { encounters } from '../db/schema/encounters.js';
import { users } from '../db/schema/identity.js';
import { jobs } from '../db/schema/jobs.js';

type Person = { id: number; firstName: string; lastName: string };

/**
 * Room access in the demo: the patients get phone numbers (so room links also go by SMS), and the
 * provider's latest confirmed video visit has its room link sent through the job queue, so the
 * dev mailbox and the SMS outbox show one after start-up. Noah Brown, with a date of birth and a
 * phone, is ready for an on-demand call.
 */
export async function seedDemoRoomLinks(
  tx: Executor,
  demo: { provider: Person; phones: { userId: number; phoneNumber: string }[] },
) {
  for (const { userId, phoneNumber } of demo.phones) {
    await tx.update(users).set({ phoneNumber }).where(eq(users.id, userId));
  }
  const [visit] = await tx
    .select({ id: encounters.id, patientId: encounters.patientId, startTime: encounters.startTime })
    .from(encounters)
    .where(
      and(
        eq(encounters.providerId, demo.provider.id),
        eq(encounters.type, 'VIDEO'),
        inArray(encounters.status, ['ACCEPTED']),
      ),
    )
    .orderBy(desc(encounters.startTime))
    .limit(1);
  if (!visit) return;
  await tx.insert(jobs).values({
    type: 'room-link.send',
    payload: {
      encounterId: visit.id,
      userIds: [visit.patientId],
      providerName: `${demo.provider.firstName} ${demo.provider.lastName}`,
      start: visit.startTime.toISOString(),
    },
  });
}
