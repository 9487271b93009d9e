import { z } from 'zod';

/** Every error the API answers has this shape; `errorMessage` is safe to show to the user. */
export const ErrorResponseSchema = z.object({
  code: z.string(),
  errorMessage: z.string(),
  detail: z.string().optional(),
  fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
