import { LRUCache } from 'lru-cache';

/** What an answer depends on, as change notifications name it (`u7`, `c3`…). */
export type CacheTags = readonly string[];

/**
 * A database read in flight: if what it read changes meanwhile, its answer is not stored. `heard`
 * keeps the other tags notified meanwhile, for tags the read only finds in what it reads.
 */
export type TaggedRead = { readonly tags: CacheTags; stale: boolean; heard: Set<string> };

/** Right from `builtAt` (a clock set back would bring back what it held) until `validUntil`. */
type Entry<V> = { value: V; builtAt: number; validUntil: number; tags: CacheTags };

export type TaggedCacheOptions<V> = {
  maxEntries: number;
  /** A bound on the sum of the entries' `sizeOf`, for answers whose size varies widely. */
  maxSize?: { total: number; sizeOf(value: V): number };
  /** Longest life of an answer, whatever the notifications say: a bound on any oversight. */
  maxLifeMs: number;
  /** Whether a notification's payload is one tag; anything else drops everything. */
  isTag(payload: string): boolean;
  /** The tags a notification concerns besides its own (a clinic's change is also `c*`'s). */
  alsoConcerns?(tag: string): readonly string[];
};

/**
 * Answers this instance built, by everything that shapes them, each tagged with what it read.
 * Right only while change notifications arrive: until `listening(true)` and after
 * `listening(false)` it holds and stores nothing. `drop` forgets a tag's answers and spoils reads
 * in flight that carry it.
 */
export function createTaggedCache<V extends NonNullable<unknown>>(options: TaggedCacheOptions<V>) {
  let listening = false;
  const reads = new Set<TaggedRead>();
  const keysOf = new Map<string, Set<string>>();
  const bySize = options.maxSize;
  const entries = new LRUCache<string, Entry<V>>({
    max: options.maxEntries,
    ...(bySize && {
      maxSize: bySize.total,
      // lru-cache refuses a size below 1.
      sizeCalculation: (entry: Entry<V>) => Math.max(1, bySize.sizeOf(entry.value)),
    }),
    dispose: (entry, key) => {
      for (const tag of entry.tags) {
        const keys = keysOf.get(tag);
        keys?.delete(key);
        if (keys?.size === 0) keysOf.delete(tag);
      }
    },
  });

  const concerned = (tag: string) => [tag, ...(options.alsoConcerns?.(tag) ?? [])];

  function dropAll() {
    entries.clear();
    for (const read of reads) read.stale = true;
  }

  return {
    get(key: string, now: number): V | undefined {
      if (!listening) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.builtAt <= now && now < entry.validUntil) return entry.value;
      entries.delete(key);
      return undefined;
    },

    /** Call before reading the database. */
    begin(tags: CacheTags): TaggedRead {
      const read = { tags, stale: !listening, heard: new Set<string>() };
      reads.add(read);
      return read;
    },

    /** Call once the read is over, stored or not. */
    end(read: TaggedRead) {
      reads.delete(read);
    },

    /**
     * Keeps what `read` read, unless something it depends on changed since it began: its tags, and
     * `found`, the tags that only what it read names (a row's owner), notified while it was read.
     */
    store(
      read: TaggedRead,
      key: string,
      value: V,
      life: { builtAt: number; validUntil: number },
      found: CacheTags = [],
    ) {
      if (read.stale || !listening || found.some((tag) => read.heard.has(tag))) return;
      const validUntil = Math.min(life.validUntil, life.builtAt + options.maxLifeMs);
      const tags = [...new Set([...read.tags, ...found])];
      entries.set(key, { value, builtAt: life.builtAt, validUntil, tags });
      for (const tag of tags) {
        const keys = keysOf.get(tag) ?? new Set();
        keys.add(key);
        keysOf.set(tag, keys);
      }
    },

    /** A change notification: one tag, or anything else (such as '*') for everything. */
    drop(payload: string) {
      if (!options.isTag(payload)) return dropAll();
      const tags = concerned(payload);
      for (const tag of tags) {
        for (const key of [...(keysOf.get(tag) ?? [])]) entries.delete(key);
      }
      for (const read of reads) {
        if (read.tags.some((tag) => tags.includes(tag))) read.stale = true;
        else for (const tag of tags) read.heard.add(tag);
      }
    },

    /** Whether notifications arrive; whatever happened while they did not is unknown. */
    listening(up: boolean) {
      dropAll();
      listening = up;
    },
  };
}

export type TaggedCache<V extends NonNullable<unknown>> = ReturnType<typeof createTaggedCache<V>>;

/**
 * A cached answer, or else `build`'s, stored unless something it read changed while it ran.
 * `build` reads the database and says until when its answer is right (Infinity: until a change).
 */
export async function readThrough<V extends NonNullable<unknown>>(
  cache: TaggedCache<V>,
  request: { key: string; tags: CacheTags; now: number },
  build: () => Promise<{ value: V; validUntil: number }>,
): Promise<V> {
  const cached = cache.get(request.key, request.now);
  if (cached !== undefined) return cached;
  const read = cache.begin(request.tags);
  try {
    const { value, validUntil } = await build();
    cache.store(read, request.key, value, { builtAt: request.now, validUntil });
    return value;
  } finally {
    cache.end(read);
  }
}
