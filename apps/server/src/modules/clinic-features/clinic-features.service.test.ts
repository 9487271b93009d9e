import type { ClinicFeatures } from '@clinicall/shared/clinic-features';
import { expect, test } from 'vitest';
import { createClinicFeaturesCache } from './clinic-features-cache.js';
import { createClinicFeatures } from './clinic-features.service.js';

const switches = (clinicId: number, allowMuteAll: boolean) =>
  ({ clinicId, allowMuteAll }) as ClinicFeatures;

/** A reader over a pretend `clinics` table, counting the database reads it makes. */
function setUp() {
  const table = new Map([
    [1, switches(1, true)],
    [2, switches(2, true)],
  ]);
  const reads: number[] = [];
  let pause: Promise<void> | null = null;
  const cache = createClinicFeaturesCache();
  cache.listening(true);
  const features = createClinicFeatures(async (id) => {
    reads.push(id);
    const row = table.get(id);
    if (pause) await pause;
    return row;
  }, cache);
  return {
    table,
    reads,
    cache,
    features,
    holdReads: () => {
      let release = () => {};
      pause = new Promise((resolve) => (release = resolve));
      return () => {
        pause = null;
        release();
      };
    },
  };
}

test('B25 a clinic read once is answered from the cache until its notification, then read again', async () => {
  const { table, reads, cache, features } = setUp();
  expect(await features.allows(1, 'allowMuteAll')).toBe(true);
  expect(await features.allows(1, 'allowMuteAll')).toBe(true);
  expect(reads).toEqual([1]);
  table.set(1, switches(1, false));
  cache.drop('c1');
  expect(await features.allows(1, 'allowMuteAll')).toBe(false);
  expect(await features.allows(2, 'allowMuteAll')).toBe(true);
  expect(reads).toEqual([1, 1, 2]);
});

test('a read that a change overtook is answered but not kept', async () => {
  const { table, reads, cache, features, holdReads } = setUp();
  const release = holdReads();
  const racing = features.of(1);
  cache.drop('c1');
  release();
  expect((await racing)?.allowMuteAll).toBe(true);
  table.set(1, switches(1, false));
  expect(await features.allows(1, 'allowMuteAll')).toBe(false);
  expect(reads).toEqual([1, 1]);
});

test('while notifications cannot be trusted nothing is kept, and an unknown clinic allows nothing', async () => {
  const { reads, cache, features } = setUp();
  cache.listening(false);
  await features.of(1);
  await features.of(1);
  expect(reads).toEqual([1, 1]);
  expect(await features.allows(99, 'allowMuteAll')).toBe(false);
  await expect(features.require(99, 'allowMuteAll', 'MUTE_ALL_DISABLED')).rejects.toMatchObject({
    code: 'MUTE_ALL_DISABLED',
  });
});
