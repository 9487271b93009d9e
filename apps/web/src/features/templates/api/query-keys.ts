/** The keys of every templates query, in one place. */
export const templatesKeys = {
  all: ['templates'] as const,
  mine: () => [...templatesKeys.all, 'mine'] as const,
  forPatient: (templateId: number, providerId: number) =>
    [...templatesKeys.all, 'patient', templateId, providerId] as const,
};
