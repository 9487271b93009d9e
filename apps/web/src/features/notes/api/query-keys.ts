/** The keys of every encounter-notes query, in one place. */
export const notesKeys = {
  all: ['encounter-notes'] as const,
  summary: (id: number) => [...notesKeys.all, id, 'summary'] as const,
  form: (id: number) => [...notesKeys.all, id, 'form'] as const,
  questionnaires: (id: number) => [...notesKeys.all, id, 'questionnaires'] as const,
  files: (id: number) => [...notesKeys.all, id, 'files'] as const,
};
