import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { referKeys } from './refer-keys';

/** Only the name of the patient profile: what the referral form shows of the patient. */
const PatientNameSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
});

/**
 * The patient in context of the network's search (`?patientId`, F102): their name for the
 * referral form, from their profile, which only the patient's own providers may read.
 */
export function referPatientQuery(patientId: number) {
  return queryOptions({
    queryKey: referKeys.patient(patientId),
    queryFn: ({ signal }) =>
      apiRequest(`/patient/${patientId}/profile`, { schema: PatientNameSchema, signal }),
    select: (patient) => `${patient.firstName} ${patient.lastName}`,
    meta: { handlesErrors: true },
  });
}

export function useReferPatientName(patientId: number, enabled: boolean) {
  return useQuery({ ...referPatientQuery(patientId), enabled });
}
