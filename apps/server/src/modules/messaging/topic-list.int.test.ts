import { beforeAll, describe, expect, test } from 'vitest';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { bearer } from '../../test-support/factories.js';
import { registerTopic } from '../../test-support/messaging.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();

type Page = { content: { id: number; subject: string }[]; last: boolean; totalElements: number };

/** The topic list's statements are prepared once per shape; these show each run takes its values. */
describe('topic list pages from statements prepared once per shape', () => {
  let world: ClinicWorld;
  let foreign: ClinicWorld;
  let topicIds: number[];
  beforeAll(async () => {
    world = await createClinicWorld(ctx.app);
    foreign = await createClinicWorld(ctx.app);
    topicIds = [];
    for (let i = 0; i < 12; i += 1)
      topicIds.push(
        await registerTopic(ctx.app, world.provider, [world.patient], { subject: `Note ${i}` }),
      );
    for (const id of topicIds.slice(0, 2))
      await ctx.app.inject({
        method: 'PUT',
        url: `/api/markTopicAsRead/${id}`,
        headers: bearer(world.patient.token),
      });
  });

  const list = async (token: string, url: string) =>
    (await ctx.app.inject({ url, headers: bearer(token) })).json<Page>();

  test('E3 filtered pages past the first and past the end keep their total', async () => {
    const token = world.patient.token;
    expect(await list(token, '/api/topics/filter?unread=true&page=0')).toMatchObject({
      last: true,
      totalElements: 10,
    });
    const pastEnd = await list(token, '/api/topics/filter?unread=true&page=1');
    expect(pastEnd).toMatchObject({ content: [], last: true, totalElements: 10 });
    const read = await list(token, '/api/topics/filter?unread=false');
    expect(read.content.map((t) => t.id)).toEqual([topicIds[1], topicIds[0]]);
    const second = await list(token, '/api/topics/search?keyword=note&page=1');
    expect(second).toMatchObject({ last: true, totalElements: 12 });
    expect(second.content.map((t) => t.subject)).toEqual(['Note 1', 'Note 0']);
    expect((await list(token, '/api/topics/filter?kind=conversation')).totalElements).toBe(12);
    expect((await list(token, '/api/topics/filter?kind=encounter')).totalElements).toBe(0);
  });

  test('E3 the same shape run for another user or keyword answers with their own rows', async () => {
    for (let round = 0; round < 7; round += 1) {
      const mine = await list(world.provider.token, '/api/topics?page=1');
      expect(mine).toMatchObject({ last: true, totalElements: 12 });
      expect(mine.content).toHaveLength(2);
      const theirs = await list(foreign.provider.token, '/api/topics?page=1');
      expect(theirs).toMatchObject({ content: [], totalElements: 0 });
      const one = await list(world.patient.token, '/api/topics/search?keyword=Note 1');
      expect(one.content.map((t) => t.subject)).toEqual(['Note 11', 'Note 10', 'Note 1']);
      const literal = await list(world.patient.token, '/api/topics/search?keyword=Note_1');
      expect(literal.totalElements).toBe(0);
    }
  });

  test('E1 a keyword found through the trigram indexes or topic by topic gives the caller’s topics only', async () => {
    const mine = await createClinicWorld(ctx.app);
    const theirs = await createClinicWorld(ctx.app);
    await registerTopic(ctx.app, mine.provider, [mine.patient], {
      subject: 'Plain',
      body: 'Ask about the PENICILLIN dose',
    });
    await registerTopic(ctx.app, mine.provider, [mine.patient], { subject: 'Pea 50% off' });
    await registerTopic(ctx.app, theirs.provider, [theirs.patient], {
      subject: 'Penicillin',
      body: 'penicillin',
    });
    const subjects = async (token: string, keyword: string) =>
      (await list(token, `/api/topics/search?keyword=${encodeURIComponent(keyword)}`)).content.map(
        (t) => t.subject,
      );
    // Three letters or more: the trigram indexes; fewer: each topic checked.
    expect(await subjects(mine.patient.token, 'penicillin')).toEqual(['Plain']);
    expect(await subjects(mine.patient.token, 'eNICIl')).toEqual(['Plain']);
    expect(await subjects(mine.patient.token, 'pe')).toEqual(['Pea 50% off', 'Plain']);
    expect(await subjects(mine.patient.token, '0%')).toEqual(['Pea 50% off']);
    expect(await subjects(mine.patient.token, '50% o')).toEqual(['Pea 50% off']);
    expect(await subjects(mine.patient.token, '5_%')).toEqual([]);
    expect(await subjects(theirs.patient.token, 'penicillin')).toEqual(['Penicillin']);
  });
});
