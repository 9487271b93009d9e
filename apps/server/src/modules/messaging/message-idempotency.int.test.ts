import { IDEMPOTENCY_HEADER } from '@clinicall/shared/payments';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { messageFiles, messages, topics } from '../../db/schema/messaging.js';
import { unsettledUploads } from '../../db/schema/uploads.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { bearer } from '../../test-support/factories.js';
import { multipart } from '../../test-support/multipart.js';
import { messagesOf, pdfBytes, registerTopic } from '../../test-support/messaging.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();

/**
 * Issue 24: a message send retried with its Idempotency-Key (its answer lost to a timeout or a
 * dead instance) answers the message the first send posted; nothing is posted twice.
 */
describe('issue 24: message sends under an Idempotency-Key', () => {
  let world: ClinicWorld;
  beforeAll(async () => {
    world = await createClinicWorld(ctx.app);
  });

  const keyed = (token: string, key: string) => ({ ...bearer(token), [IDEMPOTENCY_HEADER]: key });
  const reply = (token: string, key: string, topicId: number, body: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/replyMessage',
      headers: keyed(token, key),
      payload: { topicId, body },
    });
  const topicWithFile = (key: string, body: string) => {
    const form = multipart([
      { name: 'subject', value: 'Scan' },
      { name: 'body', value: body },
      { name: 'subscribersEmails', value: world.patient.email },
      { name: 'files', fileName: 'scan.pdf', content: pdfBytes() },
    ]);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/registerTopic/uploadFile',
      headers: { ...form.headers, ...keyed(world.provider.token, key) },
      payload: form.payload,
    });
  };
  const unread = async (token: string) =>
    (await ctx.app.inject({ url: '/api/unreadMessagesCount', headers: bearer(token) })).json<{
      count: number;
    }>().count;
  const rows = async (table: typeof messages | typeof topics | typeof unsettledUploads) =>
    (await ctx.database.db.select({ n: count() }).from(table))[0]!.n;

  test('a reply sent again with its key answers the same message, posted and counted once', async () => {
    const topicId = await registerTopic(ctx.app, world.provider, [world.patient]);
    const before = await unread(world.provider.token);
    const first = await reply(world.patient.token, 'reply-key-0001', topicId, 'Thank you.');
    const again = await reply(world.patient.token, 'reply-key-0001', topicId, 'Thank you.');
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    const bodies = (await messagesOf(ctx.app, world.provider, topicId)).map((m) => m.body);
    expect(bodies).toEqual(['Your results are in.', 'Thank you.']);
    expect(await unread(world.provider.token)).toBe(before + 1);
  });

  test('a new topic with a file sent again with its key: one topic, one message, one file, no file left unsettled', async () => {
    const [topicsBefore, messagesBefore] = [await rows(topics), await rows(messages)];
    const first = await topicWithFile('topic-key-0001', 'See the attached scan.');
    const again = await topicWithFile('topic-key-0001', 'See the attached scan.');
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    const { topicId } = first.json<{ topicId: number }>();
    expect(again.json()).toEqual({ topicId });
    expect(await rows(topics)).toBe(topicsBefore + 1);
    expect(await rows(messages)).toBe(messagesBefore + 1);
    const [message] = await messagesOf(ctx.app, world.provider, topicId);
    const files = await ctx.database.db
      .select()
      .from(messageFiles)
      .where(eq(messageFiles.messageId, message!.messageId));
    expect(files.map((f) => f.fileName)).toEqual(['scan.pdf']);
    // The retry's own copy of the file was removed: nothing waits for the sweep.
    expect(await rows(unsettledUploads)).toBe(0);
  });

  test('two sends with one key at the same moment post one message', async () => {
    const topicId = await registerTopic(ctx.app, world.provider, [world.patient]);
    const answers = await Promise.all(
      [1, 2, 3].map(() => reply(world.provider.token, 'race-key-0001', topicId, 'At once.')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json<{ messageId: number }>().messageId)).size).toBe(1);
    const bodies = (await messagesOf(ctx.app, world.patient, topicId)).map((m) => m.body);
    expect(bodies.filter((b) => b === 'At once.')).toHaveLength(1);
  });

  test('a key sent again with another text or to another topic is refused and posts nothing', async () => {
    const topicId = await registerTopic(ctx.app, world.provider, [world.patient]);
    const other = await registerTopic(ctx.app, world.provider, [world.patient]);
    expect(
      (await reply(world.provider.token, 'reuse-key-0001', topicId, 'First.')).statusCode,
    ).toBe(201);
    const before = await rows(messages);
    const changed = await reply(world.provider.token, 'reuse-key-0001', topicId, 'Second.');
    const elsewhere = await reply(world.provider.token, 'reuse-key-0001', other, 'First.');
    for (const refused of [changed, elsewhere]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    }
    expect(await rows(messages)).toBe(before);
  });

  test('keys are per author: the same key from the patient is a message of their own', async () => {
    const topicId = await registerTopic(ctx.app, world.provider, [world.patient]);
    const mine = await reply(world.provider.token, 'shared-key-0001', topicId, 'Same words.');
    const theirs = await reply(world.patient.token, 'shared-key-0001', topicId, 'Same words.');
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.json().messageId).not.toBe(mine.json().messageId);
  });

  test('a malformed key is refused with a clear error; a send without a key is posted each time', async () => {
    const topicId = await registerTopic(ctx.app, world.provider, [world.patient]);
    const before = await rows(messages);
    const bad = await reply(world.provider.token, 'short', topicId, 'Hello.');
    expect(bad.statusCode).toBe(400);
    expect(await rows(messages)).toBe(before);
    for (let i = 0; i < 2; i += 1) {
      const plain = await ctx.app.inject({
        method: 'POST',
        url: '/api/replyMessage',
        headers: bearer(world.provider.token),
        payload: { topicId, body: 'Hello.' },
      });
      expect(plain.statusCode).toBe(201);
    }
    expect(await rows(messages)).toBe(before + 2);
  });
});
