import { Role } from '@clinicall/shared/roles';
import { describe, expect, test } from 'vitest';
import { allClinics, clinicsScope, type ClinicScope } from '../../lib/access/clinic-scope.js';
import { createInboxCache, INBOX_MAX_LIFE_MS } from './inbox-cache.js';

/** A page told apart by its total. */
const page = (totalElements: number) => ({ content: [], last: true, totalElements });

function listeningCache() {
  const cache = createInboxCache();
  cache.listening(true);
  return cache;
}

type Viewer = { actor: { userId: number; role: Role }; scope: ClinicScope };

const provider: Viewer = { actor: { userId: 1, role: Role.provider }, scope: clinicsScope([3, 2]) };

describe('the inbox cache', () => {
  test('E25 a count is read once, then answered until its user’s tag is dropped', async () => {
    const cache = listeningCache();
    let reads = 0;
    const read = async () => ++reads;
    expect(await cache.unreadCount(1, 0, read)).toBe(1);
    expect(await cache.unreadCount(1, 10, read)).toBe(1);
    expect(await cache.unreadCount(2, 10, read)).toBe(2);
    cache.drop('u2');
    expect(await cache.unreadCount(1, 10, read)).toBe(1);
    cache.drop('u1');
    expect(await cache.unreadCount(1, 10, read)).toBe(3);
  });

  test('E25 a count of zero is a hit too; no answer outlives its bounded life', async () => {
    const cache = listeningCache();
    let reads = 0;
    const zero = async () => (reads += 1) && 0;
    await cache.unreadCount(1, 0, zero);
    expect(await cache.unreadCount(1, INBOX_MAX_LIFE_MS - 1, zero)).toBe(0);
    expect(reads).toBe(1);
    await cache.unreadCount(1, INBOX_MAX_LIFE_MS, zero);
    expect(reads).toBe(2);
  });

  test('E3 pages are kept apart by page, role and scope, and dropped with their caller’s counts', async () => {
    const cache = listeningCache();
    await cache.topicPage(provider, 0, 0, async () => page(1));
    const asked = async (viewer: Viewer, pageNo: number) =>
      (await cache.topicPage(viewer, pageNo, 1, async () => page(2))).totalElements;
    expect(await asked({ ...provider, scope: clinicsScope([2, 3]) }, 0)).toBe(1);
    expect(await asked(provider, 1)).toBe(2);
    expect(await asked({ ...provider, scope: allClinics() }, 0)).toBe(2);
    expect(await asked({ ...provider, actor: { userId: 1, role: Role.patient } }, 0)).toBe(2);
    expect(await asked({ ...provider, actor: { userId: 2, role: Role.provider } }, 0)).toBe(2);
    cache.drop('u2');
    expect(await asked(provider, 0)).toBe(1);
    cache.drop('u1');
    expect(await asked(provider, 0)).toBe(2);
  });

  test('E3 E25 anything but a user tag drops everything; a change during a read keeps it out', async () => {
    const cache = listeningCache();
    await cache.unreadCount(1, 0, async () => 5);
    cache.drop('*');
    expect(await cache.unreadCount(1, 0, async () => 6)).toBe(6);
    await cache.unreadCount(2, 0, async () => {
      cache.drop('u2');
      return 7;
    });
    expect(await cache.unreadCount(2, 0, async () => 8)).toBe(8);
  });

  test('E3 E25 nothing is kept while notifications do not arrive', async () => {
    const cache = createInboxCache();
    await cache.unreadCount(1, 0, async () => 5);
    expect(await cache.unreadCount(1, 0, async () => 6)).toBe(6);
    cache.listening(true);
    await cache.unreadCount(1, 0, async () => 7);
    cache.listening(false);
    expect(await cache.unreadCount(1, 0, async () => 8)).toBe(8);
  });
});
