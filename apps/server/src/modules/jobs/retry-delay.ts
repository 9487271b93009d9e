export type RetryPolicy = { baseMs: number; maxMs: number };

/** Exponential backoff: base, 2×base, 4×base, … capped at max. `attempt` counts from 1. */
export const retryDelayMs = (attempt: number, policy: RetryPolicy) =>
  Math.min(policy.baseMs * 2 ** Math.max(0, attempt - 1), policy.maxMs);
