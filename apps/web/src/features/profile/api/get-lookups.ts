import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  LookupListSchema,
  MedicalHistoryDataSchema,
  UsStatesSchema,
} from '@clinicall/shared/people/lookups';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from './query-keys';

// F43: the lists change with releases only; one read per visit is enough.
const forever = { staleTime: Infinity, gcTime: Infinity } as const;

export const usStatesQuery = queryOptions({
  queryKey: profileKeys.lookup('USStates'),
  queryFn: ({ signal }) =>
    apiRequest('/USStates', { schema: UsStatesSchema, signal, isPublic: true }),
  ...forever,
});

export const allergyTypesQuery = queryOptions({
  queryKey: profileKeys.lookup('AllergyMedicationType'),
  queryFn: ({ signal }) =>
    apiRequest('/AllergyMedicationType', { schema: LookupListSchema, signal, isPublic: true }),
  ...forever,
});

export const allergySymptomsQuery = queryOptions({
  queryKey: profileKeys.lookup('AllergyMedicationSymptoms'),
  queryFn: ({ signal }) =>
    apiRequest('/AllergyMedicationSymptoms', { schema: LookupListSchema, signal, isPublic: true }),
  ...forever,
});

export const medicalHistoryDataQuery = queryOptions({
  queryKey: profileKeys.lookup('medicalHistoryData'),
  queryFn: ({ signal }) =>
    apiRequest('/medicalHistoryData', { schema: MedicalHistoryDataSchema, signal, isPublic: true }),
  ...forever,
});

export const useUsStates = () => useQuery(usStatesQuery);
export const useAllergyTypes = () => useQuery(allergyTypesQuery);
export const useAllergySymptoms = () => useQuery(allergySymptomsQuery);
export const useMedicalHistoryData = () => useQuery(medicalHistoryDataQuery);
