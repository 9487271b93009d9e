import { z } from 'zod';

/** F11: one patch operation of an edit: add, remove or change, at a JSON pointer path. */
export const ProfileDiffOperationSchema = z.object({
  op: z.enum(['add', 'remove', 'change']),
  path: z.string(),
  value: z.unknown().optional(),
});
export type ProfileDiffOperation = z.infer<typeof ProfileDiffOperationSchema>;

export const ProfileHistoryEntrySchema = z.object({
  id: z.number().int(),
  modifiedBy: z.string(),
  modificationTime: z.string(),
  jsonOldProfile: z.record(z.string(), z.unknown()),
  jsonProfileVersionsDiff: z.array(ProfileDiffOperationSchema),
});
export type ProfileHistoryEntry = z.infer<typeof ProfileHistoryEntrySchema>;

export const ProfileHistorySchema = z.array(ProfileHistoryEntrySchema);
