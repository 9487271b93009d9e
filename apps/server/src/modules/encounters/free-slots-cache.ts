import { LRUCache } from 'lru-cache';

/** An active clinic where the provider works, with what a patient's access to their slots needs. */
export type ProviderClinic = {
  id: number;
  /** C52: patients of the clinic may book themselves. */
  patientScheduling: boolean;
  /** I21: patients of the clinic see nothing within 24 hours. */
  block24h: boolean;
};

/** Who a provider reference names, and where they work: what a hit checks the caller against. */
export type ProviderFacts = {
  providerId: number;
  /** Ascending by id; never empty. */
  clinics: readonly ProviderClinic[];
};

/** Facts as cached: `stamp` (never reused) prefixes the keys of the answers built on them. */
export type CachedFacts = ProviderFacts & { readonly stamp: number; readonly answers: Set<string> };

/** Right from `builtAt` (a clock set back would bring back starts it left out) to `validUntil`. */
type Answer = { body: string; builtAt: number; validUntil: number; facts: CachedFacts };

/** A database read in flight: if its provider changes meanwhile, what it read is not stored. */
export type Read = { readonly providerId: number | undefined; stale: boolean };

export type FreeSlotsCacheLimits = {
  /** Characters of cached answers (about bytes: they are ASCII). */
  maxAnswerChars: number;
  /** Provider references (by id or by e-mail) with their facts. */
  maxProviders: number;
};

const defaultLimits: FreeSlotsCacheLimits = {
  maxAnswerChars: 32 * 1024 * 1024,
  maxProviders: 20_000,
};

/**
 * The serialized free-slot answers of this instance (C30), by provider reference and by what shapes
 * an answer. It is right only while change notifications arrive: until `listening(true)` and after
 * `listening(false)` it holds nothing and stores nothing. `drop` forgets a provider ('*': every
 * provider) and spoils the reads in flight that could have seen the old state.
 */
export function createFreeSlotsCache(limits: FreeSlotsCacheLimits = defaultLimits) {
  let listening = false;
  let stamps = 0;
  const reads = new Set<Read>();
  /** The facts' keys of each provider (by id, by e-mail), to drop them on a change. */
  const refsOf = new Map<number, Set<string>>();

  const answers = new LRUCache<string, Answer>({
    maxSize: limits.maxAnswerChars,
    sizeCalculation: (answer, key) => answer.body.length + key.length,
    dispose: (answer, key) => answer.facts.answers.delete(key),
  });
  const facts = new LRUCache<string, CachedFacts>({
    max: limits.maxProviders,
    dispose: (entry, ref) => {
      for (const key of [...entry.answers]) answers.delete(key);
      const refs = refsOf.get(entry.providerId);
      refs?.delete(ref);
      if (refs?.size === 0) refsOf.delete(entry.providerId);
    },
  });

  function dropAll() {
    facts.clear();
    answers.clear();
    for (const read of reads) read.stale = true;
  }

  return {
    /** The cached facts of a provider reference (`id:7`, `email:a@b`), if any. */
    facts(ref: string): CachedFacts | undefined {
      return listening ? facts.get(ref) : undefined;
    },

    /** The answer stored under `key` for these facts, while `now` is within its life. */
    answer(entry: CachedFacts, key: string, now: number): string | undefined {
      const full = `${entry.stamp}|${key}`;
      const answer = answers.get(full);
      if (!answer) return undefined;
      if (answer.builtAt <= now && now <= answer.validUntil) return answer.body;
      answers.delete(full);
      return undefined;
    },

    /** Call before reading the database; `providerId` when the reference names it. */
    begin(providerId: number | undefined): Read {
      const read: Read = { providerId, stale: !listening };
      reads.add(read);
      return read;
    },

    /** Call once the read is over, stored or not. */
    end(read: Read) {
      reads.delete(read);
    },

    /** Keeps an answer built from `read`, unless its provider changed since the read began. */
    store(
      read: Read,
      ref: string,
      fresh: ProviderFacts,
      answer: { key: string; body: string; builtAt: number; validUntil: number },
    ) {
      if (read.stale || !listening) return;
      let entry = facts.get(ref);
      if (!entry) {
        stamps += 1;
        const { providerId, clinics } = fresh;
        entry = { providerId, clinics, stamp: stamps, answers: new Set() };
        facts.set(ref, entry);
        const refs = refsOf.get(fresh.providerId) ?? new Set();
        refs.add(ref);
        refsOf.set(fresh.providerId, refs);
      }
      const full = `${entry.stamp}|${answer.key}`;
      const { body, builtAt, validUntil } = answer;
      answers.set(full, { body, builtAt, validUntil, facts: entry });
      if (answers.has(full)) entry.answers.add(full);
    },

    /** A change notification: a provider id, or '*' for every provider. */
    drop(payload: string) {
      const providerId = Number(payload);
      if (payload === '*' || !Number.isSafeInteger(providerId)) return dropAll();
      for (const ref of [...(refsOf.get(providerId) ?? [])]) facts.delete(ref);
      for (const read of reads) {
        if (read.providerId === undefined || read.providerId === providerId) read.stale = true;
      }
    },

    /** Whether notifications arrive; whatever happened while they did not is unknown. */
    listening(up: boolean) {
      dropAll();
      listening = up;
    },
  };
}

export type FreeSlotsCache = ReturnType<typeof createFreeSlotsCache>;
