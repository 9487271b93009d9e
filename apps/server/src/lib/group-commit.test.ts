import { describe, expect, test } from 'vitest';
import { groupCommit } from './group-commit.js';

/** A flush the test finishes by hand, recording each batch it was given. */
function manualFlush() {
  const batches: number[][] = [];
  const pending: { resolve(): void; reject(error: Error): void }[] = [];
  const flush = (items: number[]) => {
    batches.push(items);
    return new Promise<void>((resolve, reject) => pending.push({ resolve, reject }));
  };
  return { flush, batches, pending };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('group commit (issue 19 path 5: patient reads written cheaply)', () => {
  test('writes of one turn share a flush; writes during a flush share the next one', async () => {
    const { flush, batches, pending } = manualFlush();
    const commit = groupCommit(flush, { maxItems: 100 });
    const done: string[] = [];
    const a = commit.write([1, 2]).then(() => done.push('a'));
    const b = commit.write([3]).then(() => done.push('b'));
    await turn();
    expect(batches).toEqual([[1, 2, 3]]);
    const c = commit.write([4]).then(() => done.push('c'));
    const d = commit.write([5, 6]).then(() => done.push('d'));
    await turn();
    expect(batches, 'one flush at a time').toHaveLength(1);
    expect(done, 'nobody is told before their flush ends').toEqual([]);
    pending[0]!.resolve();
    await Promise.all([a, b]);
    await turn();
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    expect(done).toEqual(['a', 'b']);
    pending[1]!.resolve();
    await Promise.all([c, d]);
    expect(done).toEqual(['a', 'b', 'c', 'd']);
  });

  test('a failed flush fails only its own writers; the next flush goes on', async () => {
    const { flush, batches, pending } = manualFlush();
    const commit = groupCommit(flush, { maxItems: 100 });
    const first = commit.write([1]);
    await turn();
    const second = commit.write([2]);
    pending[0]!.reject(new Error('database down'));
    await expect(first).rejects.toThrow('database down');
    await turn();
    pending[1]!.resolve();
    await expect(second).resolves.toBeUndefined();
    expect(batches).toEqual([[1], [2]]);
  });

  test('a flush takes at most maxItems items, never splitting one writer’s items', async () => {
    const { flush, batches, pending } = manualFlush();
    const commit = groupCommit(flush, { maxItems: 3 });
    const writes = [commit.write([1, 2]), commit.write([3, 4]), commit.write([5, 6, 7, 8])];
    for (let i = 0; i < 3; i += 1) {
      await turn();
      pending[i]!.resolve();
    }
    await Promise.all(writes);
    expect(batches).toEqual([
      [1, 2],
      [3, 4],
      [5, 6, 7, 8],
    ]);
  });

  test('idle waits until everything written so far is flushed', async () => {
    const { flush, pending } = manualFlush();
    const commit = groupCommit(flush, { maxItems: 100 });
    const write = commit.write([1]);
    let idle = false;
    const waiting = commit.idle().then(() => (idle = true));
    await turn();
    expect(idle).toBe(false);
    pending[0]!.resolve();
    await write;
    await waiting;
    expect(idle).toBe(true);
    await expect(commit.idle()).resolves.toBeUndefined();
  });
});
