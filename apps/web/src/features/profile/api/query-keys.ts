/** The keys of every profile query, in one place. */
export const profileKeys = {
  all: ['profile'] as const,
  patient: (id: number) => [...profileKeys.all, 'patient', id] as const,
  history: (id: number) => [...profileKeys.all, 'history', id] as const,
  appointments: (id: number, sort: string, order: string) =>
    [...profileKeys.all, 'appointments', id, sort, order] as const,
  provider: (id: number) => [...profileKeys.all, 'provider', id] as const,
  awaitingAgreement: (id: number) => [...profileKeys.all, 'awaiting-agreement', id] as const,
  lookup: (name: string) => [...profileKeys.all, 'lookup', name] as const,
};
