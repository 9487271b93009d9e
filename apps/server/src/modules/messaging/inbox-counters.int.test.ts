import { Role } from '@clinicall/shared/roles';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../../db/database.js';
import { clinicMemberships } from '../../db/schema/clinics.js';
import { inboxCounters, topicSubscribers, topics } from '../../db/schema/messaging.js';
import {
  createClinicWorld,
  type ClinicWorld,
  type SignedIn,
} from '../../test-support/clinic-world.js';
import { bearer, joinClinic } from '../../test-support/factories.js';
import { registerTopic } from '../../test-support/messaging.js';
import { listen, realtimeClient, connection } from '../../test-support/realtime-client.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();

/**
 * Every (user, clinic) whose counters differ from what its subscriptions add up to; a counters row
 * left at zero by removed subscriptions is fine.
 */
async function drift(db: Db) {
  const counted = await db
    .select({
      userId: topicSubscribers.userId,
      clinicId: topicSubscribers.clinicId,
      topicCount: sql<number>`count(*)::int`,
      unreadCount: sql<number>`sum(${topicSubscribers.unreadCount})::int`,
    })
    .from(topicSubscribers)
    .groupBy(topicSubscribers.userId, topicSubscribers.clinicId);
  const kept = await db.select().from(inboxCounters);
  const key = (r: { userId: number; clinicId: number }) => `${r.userId}/${r.clinicId}`;
  const expected = new Map(counted.map((r) => [key(r), r]));
  const differences = kept
    .filter((r) => {
      const e = expected.get(key(r));
      return (e?.topicCount ?? 0) !== r.topicCount || (e?.unreadCount ?? 0) !== r.unreadCount;
    })
    .map((r) => ({ kept: r, counted: expected.get(key(r)) ?? null }));
  const missing = counted.filter((r) => !kept.some((k) => key(k) === key(r)));
  return [...differences, ...missing.map((r) => ({ kept: null, counted: r }))];
}

describe('inbox counters: the unread badge and the topic total never drift', () => {
  let world: ClinicWorld;
  beforeAll(async () => {
    world = await createClinicWorld(ctx.app);
  });

  const get = (who: SignedIn, url: string) => ctx.app.inject({ url, headers: bearer(who.token) });
  const unread = async (who: SignedIn) =>
    (await get(who, '/api/unreadMessagesCount')).json<{ count: number }>().count;
  const total = async (who: SignedIn) =>
    (await get(who, '/api/topics?page=0')).json<{ totalElements: number }>().totalElements;
  const reply = (who: SignedIn, topicId: number, body: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/replyMessage',
      headers: bearer(who.token),
      payload: { topicId, body },
    });
  const markRead = (who: SignedIn, topicId: number) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/markTopicAsRead/${topicId}`,
      headers: bearer(who.token),
    });
  /** What the subscriptions themselves say: the sum the counters replace. */
  const summed = async (who: SignedIn) => {
    const [row] = await ctx.app.db
      .select({ n: sql<number>`coalesce(sum(${topicSubscribers.unreadCount}), 0)::int` })
      .from(topicSubscribers)
      .where(eq(topicSubscribers.userId, who.id));
    return row!.n;
  };

  test('E25 E3 E17 E20 new topics, replies and reads move the badge and the total by exactly their messages', async () => {
    const { provider, otherProvider, patient } = world;
    const before = {
      patient: await unread(patient),
      provider: await unread(provider),
      otherProvider: await unread(otherProvider),
      topics: await total(patient),
    };
    const first = await registerTopic(ctx.app, provider, [patient, otherProvider]);
    const second = await registerTopic(ctx.app, provider, [patient]);
    expect(await unread(patient)).toBe(before.patient + 2);
    expect(await total(patient)).toBe(before.topics + 2);
    expect(await unread(provider)).toBe(before.provider);

    expect((await reply(patient, first, 'One')).statusCode).toBe(201);
    expect((await reply(patient, first, 'Two')).statusCode).toBe(201);
    // The author's own topic is read on replying; the others have one more each.
    expect(await unread(patient)).toBe(before.patient + 1);
    expect(await unread(provider)).toBe(before.provider + 2);
    expect(await unread(otherProvider)).toBe(before.otherProvider + 3);

    const read = await markRead(otherProvider, first);
    expect(read.json()).toEqual({ count: before.otherProvider });
    expect((await markRead(patient, second)).json()).toEqual({ count: before.patient });
    expect(await unread(patient)).toBe(await summed(patient));
    expect(await drift(ctx.app.db)).toEqual([]);

    // A page past the end has no row to carry the total; it is counted all the same.
    const beyond = (await get(patient, '/api/topics?page=50')).json();
    expect(beyond).toEqual({ content: [], last: true, totalElements: before.topics + 2 });
  });

  test('E25 concurrent replies and reads in topics sharing subscribers leave every count right', async () => {
    const { provider, otherProvider, patient } = world;
    const people = [provider, otherProvider, patient];
    const topicIds = [
      await registerTopic(ctx.app, provider, [patient, otherProvider]),
      await registerTopic(ctx.app, otherProvider, [patient, provider]),
      await registerTopic(ctx.app, provider, [otherProvider, patient]),
    ];
    const calls = Array.from({ length: 36 }, (_, i) => {
      const who = people[i % 3]!;
      const topicId = topicIds[Math.floor(i / 3) % 3]!;
      return i % 4 === 3 ? markRead(who, topicId) : reply(who, topicId, `Reply ${i}`);
    });
    const statuses = (await Promise.all(calls)).map((r) => r.statusCode);
    expect(statuses.filter((s) => s !== 200 && s !== 201)).toEqual([]);
    for (const who of people) expect(await unread(who)).toBe(await summed(who));
    expect(await drift(ctx.app.db)).toEqual([]);
  });

  test('E3 the total counts only topics of clinics in the caller’s scope; removed topics leave the counts', async () => {
    const other = await createClinicWorld(ctx.app);
    const patient = world.otherPatient;
    await joinClinic(ctx.app.db, patient.id, other.clinic.id, Role.patient);
    const before = { unread: await unread(patient), topics: await total(patient) };
    const elsewhere = await registerTopic(ctx.app, other.provider, [patient]);
    expect(await total(patient)).toBe(before.topics + 1);
    expect(await unread(patient)).toBe(before.unread + 1);

    await ctx.app.db
      .delete(clinicMemberships)
      .where(
        and(
          eq(clinicMemberships.userId, patient.id),
          eq(clinicMemberships.clinicId, other.clinic.id),
        ),
      );
    expect(await total(patient)).toBe(before.topics);
    const page = (await get(patient, '/api/topics?page=0')).json<{ content: { id: number }[] }>();
    expect(page.content.map((t) => t.id)).not.toContain(elsewhere);

    // No route removes a topic; the counters follow one removed by hand all the same (cascade).
    await ctx.app.db.delete(topics).where(eq(topics.id, elsewhere));
    expect(await unread(patient)).toBe(before.unread);
    expect(await drift(ctx.app.db)).toEqual([]);
  });

  test('E25 D3 the count pushed over the realtime channel after a message is the committed one', async () => {
    const { url } = await listen(ctx.app);
    const client = realtimeClient(url, world.patient.token);
    try {
      expect(await connection(client)).toBe('connected');
      await registerTopic(ctx.app, world.provider, [world.patient]);
      const pushed = await client.next('UNREAD_COUNT');
      expect(pushed).toEqual({ type: 'UNREAD_COUNT', unreadCount: await unread(world.patient) });
    } finally {
      client.close();
    }
  });
});
