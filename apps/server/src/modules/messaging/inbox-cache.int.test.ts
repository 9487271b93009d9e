import type { Topic, TopicPage } from '@clinicall/shared/messaging/topics';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { App } from '../../app.js';
import { Channels } from '../../db/notifications.js';
import { users } from '../../db/schema/identity.js';
import { inboxCounters, topicSubscribers, topics } from '../../db/schema/messaging.js';
import {
  notificationsSettled,
  RECONNECTING,
  silently,
  terminateListeners,
} from '../../test-support/cache-notifications.js';
import type { ClinicWorld, SignedIn } from '../../test-support/clinic-world.js';
import { pinnedClock } from '../../test-support/clock.js';
import { bearer } from '../../test-support/factories.js';
import { instanceHarness } from '../../test-support/instances.js';
import { registerTopic } from '../../test-support/messaging.js';
import type { TestContext } from '../../test-support/test-app.js';
import { openTwoInstanceClinic } from '../../test-support/two-instance-clinic.js';
import { uploadPatientPhoto } from '../../test-support/patient-profile.js';

const time = pinnedClock('2026-03-09T13:30:00Z');
const { open } = await instanceHarness();
let first: TestContext;
let second: TestContext;
let world: ClinicWorld;

beforeAll(async () => {
  ({ first, second, world } = await openTwoInstanceClinic(open, time.clock, 'UTC'));
});

async function call(who: SignedIn, url: string, init: { method?: 'PUT' | 'POST'; app?: App } = {}) {
  const response = await (init.app ?? first.app).inject({
    method: init.method ?? 'GET',
    url,
    headers: bearer(who.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

const badge = async (who: SignedIn, app?: App) =>
  (await call(who, '/api/unreadMessagesCount', { app })).json<{ count: number }>().count;

const firstPage = async (who: SignedIn, app?: App) =>
  (await call(who, '/api/topics?page=0', { app })).json<TopicPage>();

/** The topic's row on the first page of `who`, or undefined. */
const rowOf = async (who: SignedIn, topicId: number, app?: App): Promise<Topic | undefined> =>
  (await firstPage(who, app)).content.find((topic) => topic.id === topicId);

async function reply(who: SignedIn, topicId: number, body: string) {
  const response = await first.app.inject({
    method: 'POST',
    url: '/api/replyMessage',
    headers: bearer(who.token),
    payload: { topicId, body },
  });
  expect(response.statusCode, response.body).toBe(201);
}

const markRead = (who: SignedIn, topicId: number) =>
  call(who, `/api/markTopicAsRead/${topicId}`, { method: 'PUT' });

/** Unread counts moved behind every trigger's back, for `work`, then put back. */
async function withSilentUnread(userId: number, shift: number, work: () => Promise<void>) {
  const move = (by: number) =>
    silently(first.app.db, (tx) =>
      tx
        .update(inboxCounters)
        .set({ unreadCount: sql`${inboxCounters.unreadCount} + ${by}` })
        .where(eq(inboxCounters.userId, userId)),
    );
  await move(shift);
  try {
    await work();
  } finally {
    await move(-shift);
  }
}

describe('answers from the cache', () => {
  test('E3 E25 a repeated call is answered from the cache, without reading the database', async () => {
    const topicId = await registerTopic(first.app, world.provider, [world.patient], {
      subject: 'Cached',
    });
    await notificationsSettled();
    const page = await firstPage(world.provider);
    const count = await badge(world.patient);
    await silently(first.app.db, (tx) =>
      tx.update(topics).set({ subject: 'Renamed unannounced' }).where(eq(topics.id, topicId)),
    );
    await withSilentUnread(world.patient.id, 5, async () => {
      expect(await firstPage(world.provider)).toEqual(page);
      expect(await badge(world.patient)).toBe(count);
      // Questions not asked before read the database.
      expect((await rowOf(world.patient, topicId))?.subject).toBe('Renamed unannounced');
      // E26 reads the count afresh.
      const recent = await call(world.patient, '/api/recentUnreadTopics');
      expect(recent.json<{ count: number }>().count).toBe(count + 5);
    });
  });

  test('E3 E25 E20 a new topic and a reply show on the next call of every subscriber', async () => {
    const [unread, patientTotal] = [
      await badge(world.patient),
      (await firstPage(world.patient)).totalElements,
    ];
    await firstPage(world.provider);
    const providerUnread = await badge(world.provider);

    const topicId = await registerTopic(first.app, world.provider, [world.patient], {
      subject: 'New results',
      body: 'They are fine.',
    });
    expect(await badge(world.patient)).toBe(unread + 1);
    const page = await firstPage(world.patient);
    expect(page.totalElements).toBe(patientTotal + 1);
    expect(page.content[0]).toMatchObject({ id: topicId, messageUnread: true });
    expect((await firstPage(world.provider)).content[0]?.id).toBe(topicId);

    await reply(world.patient, topicId, 'Thank you!');
    expect(await badge(world.provider)).toBe(providerUnread + 1);
    for (const who of [world.provider, world.patient]) {
      expect(await rowOf(who, topicId)).toMatchObject({
        lastMessageBody: 'Thank you!',
        numberOfMessages: 2,
      });
    }
    expect((await rowOf(world.provider, topicId))?.messageUnread).toBe(true);
  });

  test('E17 E25 marking a topic read shows on the next call', async () => {
    const topicId = await registerTopic(first.app, world.provider, [world.patient]);
    const unread = await badge(world.patient);
    expect((await rowOf(world.patient, topicId))?.messageUnread).toBe(true);
    await markRead(world.patient, topicId);
    expect(await badge(world.patient)).toBe(unread - 1);
    expect((await rowOf(world.patient, topicId))?.messageUnread).toBe(false);
  });

  test('E3 E25 a subscription added in plain SQL shows to the new subscriber and to the others', async () => {
    const topicId = await registerTopic(first.app, world.provider, [world.patient]);
    const [unread, total] = [
      await badge(world.otherPatient),
      (await firstPage(world.otherPatient)).totalElements,
    ];
    expect((await rowOf(world.patient, topicId))?.subscribersInfo).toHaveLength(2);
    await first.app.db.insert(topicSubscribers).values({
      topicId,
      userId: world.otherPatient.id,
      clinicId: world.clinic.id,
      unreadCount: 1,
    });
    expect(await badge(world.otherPatient)).toBe(unread + 1);
    const page = await firstPage(world.otherPatient);
    expect(page.totalElements).toBe(total + 1);
    expect(page.content.map((topic) => topic.id)).toContain(topicId);
    const others = (await rowOf(world.patient, topicId))?.subscribersInfo.map((s) => s.id);
    expect(others).toContain(world.otherPatient.id);

    await first.app.db
      .delete(topicSubscribers)
      .where(
        and(eq(topicSubscribers.topicId, topicId), eq(topicSubscribers.userId, world.patient.id)),
      );
    expect(await rowOf(world.patient, topicId)).toBeUndefined();
    expect((await rowOf(world.provider, topicId))?.subscribersInfo).toHaveLength(2);
  });

  test('E3 a subscriber’s new name (in SQL) and photo (by API) show on the pages of everyone who shares a topic with them', async () => {
    const topicId = await registerTopic(first.app, world.provider, [world.patient]);
    const patientOf = async () =>
      (await rowOf(world.provider, topicId))?.subscribersInfo.find(
        (s) => s.id === world.patient.id,
      );
    expect(await patientOf()).toMatchObject({ imagePath: null });
    await first.app.db
      .update(users)
      .set({ firstName: 'Patricia' })
      .where(eq(users.id, world.patient.id));
    expect((await patientOf())?.firstName).toBe('Patricia');

    const uploaded = await uploadPatientPhoto(first.app, world.patient.token);
    expect((await patientOf())?.imagePath).toBe(uploaded.imagePath);
  });

  test('E3 E21 E22 a finished message encounter shows on its topic’s row', async () => {
    const booked = await first.app.inject({
      method: 'POST',
      url: '/api/encounters/ownedbypatient',
      headers: bearer(world.patient.token),
      payload: {
        type: 'MESSAGE',
        provider: { email: world.provider.email },
        patientPayment: { paymentType: 'INSURANCE' },
        patientEncounterSymptom: { preCondition: { description: 'Rash' } },
        message: { subject: 'Rash on my arm', messageBody: 'It itches since Monday.' },
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { id, topicId } = booked.json<{ id: number; topicId: number }>();
    const status = (to: string) =>
      first.app.inject({
        method: 'POST',
        url: '/api/encounters/status',
        headers: bearer(world.provider.token),
        payload: { id, status: to },
      });
    expect((await status('ACCEPTED')).statusCode).toBe(200);
    for (const who of [world.provider, world.patient]) {
      expect((await rowOf(who, topicId))?.encounterStatus).toBe('ACCEPTED');
    }
    expect((await status('FINISHED')).statusCode).toBe(200);
    for (const who of [world.provider, world.patient]) {
      expect((await rowOf(who, topicId))?.encounterStatus).toBe('FINISHED');
    }
  });

  test('E3 E25 one caller’s answers are never another’s', async () => {
    const topicId = await registerTopic(first.app, world.provider, [world.patient], {
      subject: 'Only ours',
    });
    for (let round = 0; round < 2; round += 1) {
      expect((await rowOf(world.provider, topicId))?.messageUnread).toBe(false);
      expect((await rowOf(world.patient, topicId))?.messageUnread).toBe(true);
      expect(await rowOf(world.otherProvider, topicId)).toBeUndefined();
      expect(await badge(world.otherProvider)).toBe(0);
      expect((await firstPage(world.otherProvider)).totalElements).toBe(0);
    }
  });

  test('E3 E25 a change made on another instance shows here, and one made here shows there', async () => {
    const topicId = await registerTopic(first.app, world.provider, [world.patient]);
    expect((await rowOf(world.patient, topicId, second.app))?.messageUnread).toBe(true);
    const unread = await badge(world.patient, second.app);
    await markRead(world.patient, topicId);
    // The other instance hears of it at commit (on PostgreSQL, over its listening connection).
    await expect.poll(() => badge(world.patient, second.app)).toBe(unread - 1);
    await expect
      .poll(async () => (await rowOf(world.patient, topicId, second.app))?.messageUnread)
      .toBe(false);

    const providerUnread = await badge(world.provider);
    const response = await second.app.inject({
      method: 'POST',
      url: '/api/replyMessage',
      headers: bearer(world.patient.token),
      payload: { topicId, body: 'From the other instance' },
    });
    expect(response.statusCode, response.body).toBe(201);
    await expect.poll(() => badge(world.provider)).toBe(providerUnread + 1);
    await expect
      .poll(async () => (await rowOf(world.provider, topicId))?.lastMessageBody)
      .toBe('From the other instance');
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the listening connection (PostgreSQL)', () => {
  test('E3 E25 while it is lost nothing is answered from the cache, and caching resumes once it is back', async () => {
    const count = await badge(world.patient);
    expect(await terminateListeners(first.app.db)).toBeGreaterThan(0);
    await withSilentUnread(world.patient.id, 3, async () => {
      await expect.poll(() => badge(world.patient), RECONNECTING).toBe(count + 3);
    });
    // Listening again: answers are cached again. Each try first drops what an earlier one kept
    // (a count read while the silent change was in place would otherwise stay).
    await expect
      .poll(async () => {
        await first.app.db.execute(
          sql`select pg_notify(${Channels.inbox}, ${`u${world.patient.id}`})`,
        );
        await notificationsSettled();
        await badge(world.patient);
        let seen = 0;
        await withSilentUnread(world.patient.id, 3, async () => {
          seen = await badge(world.patient);
        });
        return seen;
      }, RECONNECTING)
      .toBe(count);
  });
});
