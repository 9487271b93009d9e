import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { encounters } from '../db/schema/encounters.js';
import { messagingRepository as repo } from '../modules/messaging/messaging.repository.js';

type Person = { id: number };
type Line = { from: Person; body: string; hoursAgo: number };

const HOUR = 3_600_000;

/** One conversation: every line a message; the last line's author has read everything. */
async function conversation(
  tx: Executor,
  clinicId: number,
  now: Date,
  topic: { subject: string; people: Person[]; lines: Line[]; readBy?: Person[] },
) {
  const [first, ...replies] = topic.lines;
  if (!first) return;
  const at = (line: Line) => new Date(now.getTime() - line.hoursAgo * HOUR);
  const topicId = await repo.insertTopic(tx, {
    clinicId,
    subject: topic.subject,
    createdById: first.from.id,
    firstMessageBody: first.body,
    lastMessageBody: first.body,
    lastMessageAt: at(first),
    createdAt: at(first),
  });
  await repo.subscribe(
    tx,
    { id: topicId, clinicId },
    topic.people.map((p) => p.id),
    first.from.id,
    at(first),
  );
  await repo.insertMessage(tx, {
    topicId,
    authorId: first.from.id,
    body: first.body,
    createdAt: at(first),
  });
  for (const line of replies) {
    await repo.insertMessage(tx, {
      topicId,
      authorId: line.from.id,
      body: line.body,
      createdAt: at(line),
    });
    await repo.recordReply(tx, topicId, line.from.id, line.body, at(line));
  }
  for (const reader of topic.readBy ?? []) await repo.markRead(tx, topicId, reader.id);
  return topicId;
}

/**
 * Demo in-mail (E1–E26): conversations between the demo clinic's providers and patients, some
 * unread, so a newcomer's dashboard panel and inbox have something to show; the seeded message
 * encounters open their topics as a booking would.
 */
export async function seedDemoConversations(
  tx: Executor,
  demo: {
    clinicId: number;
    now: Date;
    providers: { rivera: Person; chen: Person };
    patients: { jones: Person; patel: Person; brown: Person };
  },
) {
  const { clinicId, now } = demo;
  const { rivera, chen } = demo.providers;
  const { jones, patel, brown } = demo.patients;
  await conversation(tx, clinicId, now, {
    subject: 'Your blood test results',
    people: [rivera, jones],
    lines: [
      {
        from: rivera,
        body: 'Hi Sam, your lipid panel came back. LDL is slightly high (142 mg/dL).',
        hoursAgo: 50,
      },
      { from: jones, body: 'Thanks, doctor. Should I change anything in my diet?', hoursAgo: 30 },
      {
        from: rivera,
        body: 'Yes: fewer fried foods, more fibre, and 30 minutes of walking a day. We will recheck in 3 months.',
        hoursAgo: 1,
      },
    ],
  });
  await conversation(tx, clinicId, now, {
    subject: 'Physical therapy exercises',
    people: [chen, patel],
    lines: [
      {
        from: chen,
        body: 'Priya, here are the shoulder exercises we discussed. Twice a day, 10 repetitions.',
        hoursAgo: 26,
      },
      {
        from: patel,
        body: 'The second one still hurts a little after a few repetitions. Is that normal?',
        hoursAgo: 3,
      },
    ],
  });
  await conversation(tx, clinicId, now, {
    subject: 'Noah Brown: knee pain second opinion',
    people: [rivera, chen],
    lines: [
      {
        from: rivera,
        body: 'Could you look at Noah’s knee X-ray when you have a moment?',
        hoursAgo: 72,
      },
      {
        from: chen,
        body: 'Mild osteoarthritis, nothing acute. Physio first, I would say.',
        hoursAgo: 70,
      },
    ],
    readBy: [rivera],
  });
  await conversation(tx, clinicId, now, {
    subject: 'Medication refill',
    people: [rivera, brown],
    lines: [
      {
        from: brown,
        body: 'I am running low on lisinopril. Could you renew the prescription?',
        hoursAgo: 20,
      },
    ],
  });

  const messageEncounters = await tx
    .select()
    .from(encounters)
    .where(
      and(
        eq(encounters.clinicId, clinicId),
        eq(encounters.type, 'MESSAGE'),
        isNull(encounters.topicId),
      ),
    );
  for (const e of messageEncounters) {
    const body = e.message?.messageBody ?? e.whatIsWrong ?? 'A question for my provider.';
    const topicId = await repo.insertTopic(tx, {
      clinicId,
      subject: e.message?.subject ?? 'Message encounter',
      createdById: e.ownerId,
      encounterId: e.id,
      firstMessageBody: body,
      lastMessageBody: body,
      lastMessageAt: e.createdAt,
      createdAt: e.createdAt,
    });
    await repo.subscribe(
      tx,
      { id: topicId, clinicId },
      [...new Set([e.providerId, e.patientId])],
      e.ownerId,
      e.createdAt,
    );
    await repo.insertMessage(tx, { topicId, authorId: e.ownerId, body, createdAt: e.createdAt });
    await tx.update(encounters).set({ topicId }).where(eq(encounters.id, e.id));
  }
}
