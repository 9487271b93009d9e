/**
 * What an admin action changed, for its audit row (issue 20 point 8): each field whose value
 * differs, as `{ from, to }`. Secrets (passwords, client secrets) are named but never shown.
 */
export type FieldChange = { from: unknown; to: unknown };

const MASK = '••••••';

export function changedFields<T extends Record<string, unknown>>(
  before: Partial<T> | null,
  after: Partial<T>,
  secrets: readonly (keyof T)[] = [],
): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const key of Object.keys(after) as (keyof T & string)[]) {
    const from = before?.[key] ?? null;
    const to = after[key] ?? null;
    if (sameValue(from, to)) continue;
    changes[key] = secrets.includes(key)
      ? { from: from === null ? null : MASK, to: to === null ? null : MASK }
      : { from, to };
  }
  return changes;
}

/** The detail an admin action's audit row carries: what it acted on and what changed. */
export function adminActionDetail(
  target: { type: string; id: number | string },
  changes: Record<string, FieldChange> = {},
) {
  return { target, changes };
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (typeof a === 'object' || typeof b === 'object')
    return JSON.stringify(a) === JSON.stringify(b);
  return a === b;
}
