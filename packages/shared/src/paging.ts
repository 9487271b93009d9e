import { z } from 'zod';
import { PageSize } from './constants.js';

/**
 * The largest page number a list takes: with the largest page size its offset stays a 32-bit
 * integer, where a larger whole number (one JavaScript still counts exactly) would be refused by
 * the database instead of finding an empty page.
 */
export const MAX_PAGE = 1_000_000;

/** A list's zero-based page number. */
export const PageNumberSchema = z.coerce.number().int().min(0).max(MAX_PAGE).default(0);

export const PageQuerySchema = z.object({
  page: PageNumberSchema,
  size: z.coerce.number().int().min(1).max(PageSize.max).optional(),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/**
 * H5, I2: the `size` of a list whose page sizes the spec lists: only those are taken (the first is
 * the default), any other is a 400 naming them, so the server's prepared statements keep a bounded
 * number of shapes.
 */
export function listedPageSize(...sizes: [number, ...number[]]) {
  return z.coerce
    .number()
    .int()
    .refine((size) => sizes.includes(size), {
      message: `The page size of this list must be ${sizes.join(' or ')}.`,
    })
    .default(sizes[0]);
}

/** H6: paged responses carry content, last and totalElements. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    last: z.boolean(),
    totalElements: z.number().int(),
  });
}
