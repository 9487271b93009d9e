import { z } from 'zod';
import { PageSize } from './constants.js';

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(PageSize.max).optional(),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** H6: paged responses carry content, last and totalElements. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    last: z.boolean(),
    totalElements: z.number().int(),
  });
}
