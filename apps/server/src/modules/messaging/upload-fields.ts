import type { z } from 'zod';

/**
 * A multipart form's text fields checked by the same schema as the JSON call (a ZodError answers
 * 400 like a JSON body's): `lists` name the fields that repeat (one part per recipient); every
 * other field takes its first value.
 */
export function parseUploadFields<S extends z.ZodType>(
  schema: S,
  fields: Record<string, string[]>,
  lists: string[],
): z.output<S> {
  const input: Record<string, unknown> = {};
  for (const [name, values] of Object.entries(fields)) {
    input[name] = lists.includes(name) ? values : values[0];
  }
  for (const name of lists) input[name] ??= [];
  return schema.parse(input);
}
