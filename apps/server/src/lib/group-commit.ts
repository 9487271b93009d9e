export type GroupCommit<T> = {
  /** Resolves once `items` are committed; rejects with the flush's error if that flush failed. */
  write(items: readonly T[]): Promise<void>;
  /** Resolves once nothing written so far is waiting or being flushed. */
  idle(): Promise<void>;
};

type Entry<T> = { items: readonly T[]; resolve(): void; reject(error: unknown): void };

/**
 * Writes what concurrent callers hand in with as few flushes as possible, each caller waiting
 * until its own items are committed (group commit). The first write starts a flush once the event
 * loop's current turn is over (`setImmediate`), so every request answered in that turn joins it;
 * writes arriving while a flush runs go into the next one, which starts as soon as it ends. One
 * flush runs at a time; a caller's items are never split between two flushes, and a flush takes at
 * most `maxItems` items unless a single caller hands in more.
 */
export function groupCommit<T>(
  flush: (items: T[]) => Promise<void>,
  { maxItems }: { maxItems: number },
): GroupCommit<T> {
  let queue: Entry<T>[] = [];
  let running: Promise<void> | null = null;

  /** The entries of the next flush: at least one, then as many as fit in `maxItems`. */
  function nextBatch() {
    let count = queue[0]!.items.length;
    let taken = 1;
    while (taken < queue.length && count + queue[taken]!.items.length <= maxItems) {
      count += queue[taken]!.items.length;
      taken += 1;
    }
    const batch = queue.slice(0, taken);
    queue = queue.slice(taken);
    return batch;
  }

  async function flushAll() {
    while (queue.length > 0) {
      const batch = nextBatch();
      try {
        await flush(batch.flatMap((entry) => entry.items));
        for (const entry of batch) entry.resolve();
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    running = null;
  }

  return {
    write(items) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ items, resolve, reject });
        running ??= new Promise<void>((started) => setImmediate(started)).then(flushAll);
      });
    },
    async idle() {
      while (running) await running;
    },
  };
}
