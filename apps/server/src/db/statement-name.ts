import { createHash } from 'node:crypto';

/**
 * A prepared-statement name for one SQL text. node-postgres parses a named statement once per
 * connection and the database keeps its plan, so a query built anew on each request (its text fixed
 * by the shape of its filter) skips the parse and planning it paid every time; naming it after its
 * text means two texts never share a name.
 */
export function statementName(prefix: string, text: string): string {
  return `${prefix}_${createHash('sha1').update(text).digest('base64url')}`;
}
