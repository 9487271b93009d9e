import { Readable } from 'node:stream';
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { jobs } from '../../db/schema/jobs.js';
import { messageFiles } from '../../db/schema/messaging.js';
import { unsettledUploads } from '../../db/schema/uploads.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { pdfBytes, registerTopicWithFiles } from '../../test-support/messaging.js';
import { useTestApp } from '../../test-support/test-app.js';
import {
  sweepUnsettledUploads,
  UNSETTLED_UPLOAD_MAX_AGE_MS,
  unsettledUploadsJournal,
  UPLOAD_SWEEP,
} from './unsettled-uploads.js';

const ctx = useTestApp();

const unsettledKeys = async () =>
  (
    await ctx.app.db
      .select({ key: unsettledUploads.storageKey })
      .from(unsettledUploads)
      .orderBy(asc(unsettledUploads.storageKey))
  ).map((row) => row.key);

const stored = async (key: string) =>
  ctx.app.storage.read(key).then(
    (stream) => {
      stream.destroy();
      return true;
    },
    () => false,
  );

/** What a request that died between storing its file and committing its message left behind. */
async function abandonedUpload(key: string) {
  await unsettledUploadsJournal.note(ctx.app.db, key);
  await ctx.app.storage.write(key, Readable.from([pdfBytes()]));
}

/** The journal's clock moved on: every noted upload is now older than the sweep waits for. */
const ageAll = () =>
  ctx.app.db.update(unsettledUploads).set({
    storedAt: sql`${unsettledUploads.storedAt} - make_interval(secs => ${UNSETTLED_UPLOAD_MAX_AGE_MS / 1000 + 60})`,
  });

describe('issue 24: files stored for a message that never committed', () => {
  let world: ClinicWorld;
  beforeAll(async () => {
    world = await createClinicWorld(ctx.app);
  });

  test('a message sent with a file leaves nothing unsettled', async () => {
    const sent = await registerTopicWithFiles(
      ctx.app,
      world.provider,
      [world.patient],
      [{ fileName: 'scan.pdf', content: pdfBytes() }],
    );
    expect(sent.statusCode).toBe(201);
    expect(await unsettledKeys()).toEqual([]);
  });

  test('a file no row names is removed by the sweep once abandoned, never before; a sent message’s file stays', async () => {
    const sent = await registerTopicWithFiles(
      ctx.app,
      world.provider,
      [world.patient],
      [{ fileName: 'kept.pdf', content: pdfBytes() }],
    );
    expect(sent.statusCode).toBe(201);
    const [file] = await ctx.app.db
      .select({ key: messageFiles.storageKey })
      .from(messageFiles)
      .where(eq(messageFiles.fileName, 'kept.pdf'));
    const kept = file!.key;
    const lost = 'messages/00000000-0000-4000-8000-000000000024';
    await abandonedUpload(lost);

    // Still within the time its request could take: untouched.
    expect(await sweepUnsettledUploads(ctx.app.db, ctx.app.storage)).toBe(0);
    expect(await stored(lost)).toBe(true);

    await ageAll();
    expect(await sweepUnsettledUploads(ctx.app.db, ctx.app.storage)).toBe(1);
    expect(await stored(lost)).toBe(false);
    expect(await unsettledKeys()).toEqual([]);
    expect(await stored(kept)).toBe(true);
  });

  test('the sweep runs as a job of the queue, and a noted file already gone is no error', async () => {
    const gone = 'messages/00000000-0000-4000-8000-000000000025';
    await unsettledUploadsJournal.note(ctx.app.db, gone);
    await ageAll();
    await ctx.app.jobs.enqueue(ctx.app.db, UPLOAD_SWEEP, {});
    await ctx.app.jobs.drain();
    expect(await unsettledKeys()).toEqual([]);
    const next = await ctx.app.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.type, UPLOAD_SWEEP), eq(jobs.state, 'pending')));
    // The run scheduled the next one.
    expect(next).toHaveLength(1);
  });
});
