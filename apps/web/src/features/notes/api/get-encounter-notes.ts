import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  EncounterFileListSchema,
  EncounterQuestionnaireListSchema,
} from '@clinicall/shared/notes/questionnaires';
import { EncounterFormSchema, EncounterSummarySchema } from '@clinicall/shared/notes/summaries';
import { apiRequest } from '../../../lib/api-client';
import { notesKeys } from './query-keys';

/** E47: the summary (`GET /encounters/{id}/summary`). */
export const summaryQuery = (id: number) =>
  queryOptions({
    queryKey: notesKeys.summary(id),
    queryFn: ({ signal }) =>
      apiRequest(`/encounters/${id}/summary`, { schema: EncounterSummarySchema, signal }),
    meta: { handlesErrors: true },
  });

/** E47: the patient and the visit (`GET /encounters/{id}/form`). */
export const encounterFormQuery = (id: number) =>
  queryOptions({
    queryKey: notesKeys.form(id),
    queryFn: ({ signal }) =>
      apiRequest(`/encounters/${id}/form`, { schema: EncounterFormSchema, signal }),
    meta: { handlesErrors: true },
  });

/** E37, E38: the questionnaires the caller may see. */
export const questionnairesQuery = (id: number) =>
  queryOptions({
    queryKey: notesKeys.questionnaires(id),
    queryFn: ({ signal }) =>
      apiRequest(`/encounters/${id}/questionnaires/`, {
        schema: EncounterQuestionnaireListSchema,
        signal,
      }),
    meta: { handlesErrors: true },
  });

/** The files booked with the encounter. */
export const encounterFilesQuery = (id: number) =>
  queryOptions({
    queryKey: notesKeys.files(id),
    queryFn: ({ signal }) =>
      apiRequest(`/encounters/${id}/files`, { schema: EncounterFileListSchema, signal }),
    meta: { handlesErrors: true },
  });

export const useSummary = (id: number) => useQuery(summaryQuery(id));
export const useEncounterForm = (id: number) => useQuery(encounterFormQuery(id));
export const useQuestionnaires = (id: number) => useQuery(questionnairesQuery(id));
export const useEncounterFiles = (id: number) => useQuery(encounterFilesQuery(id));
