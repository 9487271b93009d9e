import type { ProfileDiffOperation, ProfileHistoryEntry } from '@clinicall/shared/people/history';
import { describeOperation, fieldRank } from './history-text';

type Container = Record<string, unknown> | unknown[];

/** "/address/city" → ["address", "city"] (JSON pointer, RFC 6901). */
const pointer = (path: string) =>
  path
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));

const isContainer = (value: unknown): value is Container =>
  typeof value === 'object' && value !== null;

function read(doc: unknown, parts: readonly string[]): unknown {
  let at = doc;
  for (const part of parts) {
    if (!isContainer(at)) return undefined;
    at = Array.isArray(at) ? at[Number(part)] : at[part];
  }
  return at;
}

/** Applies one operation to `doc` in place where its parent exists; the new root otherwise. */
function apply(doc: unknown, operation: ProfileDiffOperation, parts: readonly string[]): unknown {
  const key = parts.at(-1);
  if (key === undefined) return operation.op === 'remove' ? undefined : operation.value;
  const parent = read(doc, parts.slice(0, -1));
  if (!isContainer(parent)) return doc;
  if (Array.isArray(parent)) {
    const index = key === '-' ? parent.length : Number(key);
    if (operation.op === 'add') parent.splice(index, 0, operation.value);
    else if (operation.op === 'remove') parent.splice(index, 1);
    else parent[index] = operation.value;
  } else if (operation.op === 'remove') {
    Reflect.deleteProperty(parent, key);
  } else {
    parent[key] = operation.value;
  }
  return doc;
}

/** Orders paths as FIELD_ORDER reads; list items keep the order the edit made them in. */
function comparePaths(a: readonly string[], b: readonly string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const [x, y] = [a[i]!, b[i]!];
    if (x === y) continue;
    if (/^\d+$|^-$/.test(x) || /^\d+$|^-$/.test(y)) return 0;
    return fieldRank(x) - fieldRank(y) || x.localeCompare(y);
  }
  return 0;
}

/**
 * F11: an edit's operations as sentences, each with the value it replaced or removed, read from
 * the profile as it was (`jsonOldProfile`) with the edit's operations replayed in their order
 * (a list index names the list as the earlier operations left it). Fields in reading order.
 */
export function describeEntry(entry: ProfileHistoryEntry): string[] {
  let doc: unknown = structuredClone(entry.jsonOldProfile);
  const lines = entry.jsonProfileVersionsDiff.map((operation) => {
    const parts = pointer(operation.path);
    const before = operation.op === 'add' ? undefined : structuredClone(read(doc, parts));
    doc = apply(doc, operation, parts);
    return { parts, text: describeOperation(operation, before) };
  });
  return lines.sort((a, b) => comparePaths(a.parts, b.parts)).map((line) => line.text);
}
