import { create } from 'jsondiffpatch';
import { format } from 'jsondiffpatch/formatters/jsonpatch';
import type { ProfileDiffOperation } from '@clinicall/shared/people/history';

const differ = create({
  // List items (medications, allergies, e-mails) are matched by content, so removing the first
  // of three reads as one removal rather than three changes.
  objectHash: (item: object) => JSON.stringify(item),
  arrays: { detectMove: false },
});

/** F11: the add/remove/change operations (JSON pointer paths) that turn `before` into `after`. */
export function profileDiff(before: object, after: object): ProfileDiffOperation[] {
  const delta = differ.diff(before, after);
  if (!delta) return [];
  return format(delta).map((operation): ProfileDiffOperation => {
    switch (operation.op) {
      case 'add':
        return { op: 'add', path: operation.path, value: operation.value };
      case 'remove':
        return { op: 'remove', path: operation.path };
      case 'replace':
        return { op: 'change', path: operation.path, value: operation.value };
      // Moves are off (detectMove: false); should one appear it reads as a change at its target.
      case 'move':
        return { op: 'change', path: operation.path };
    }
  });
}

/** Canonical JSON (sorted keys): two copies of a profile are the same when these strings are. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : inner,
  );
}
