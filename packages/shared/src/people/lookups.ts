import { z } from 'zod';

/** F43: lookup lists the server serves (GET /USStates, /AllergyMedicationType, …). */
export const UsStateSchema = z.object({ code: z.string(), name: z.string() });
export const UsStatesSchema = z.array(UsStateSchema);
export const LookupListSchema = z.array(z.string());
export const MedicalHistoryGroupSchema = z.object({
  key: z.string(),
  label: z.string(),
  items: z.array(z.string()),
});
export const MedicalHistoryDataSchema = z.array(MedicalHistoryGroupSchema);
export type MedicalHistoryGroup = z.infer<typeof MedicalHistoryGroupSchema>;

/** F38: choosing this type or reaction asks for free text instead. */
export const OTHER_CHOICE = 'Other';
