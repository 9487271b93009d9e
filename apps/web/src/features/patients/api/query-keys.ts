/** The keys of every roster query, in one place. */
export const patientsKeys = {
  all: ['patients'] as const,
  roster: (keyword: string) => [...patientsKeys.all, 'roster', keyword] as const,
  count: () => [...patientsKeys.all, 'count'] as const,
};
