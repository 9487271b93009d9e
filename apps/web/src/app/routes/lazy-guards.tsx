import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { ClinicSummary } from '@clinicall/shared/clinic';
import type { Role } from '@clinicall/shared/roles';

type LazyGuard = LazyRouteFunction<RouteObject>;

/**
 * The guards of the signed-in area, each loaded with the first route behind it: they read the
 * account through the identity feature, whose code the login screen does not need.
 */
export const requireAuth: LazyGuard = async () => ({
  Component: (await import('../guards/require-auth')).RequireAuth,
});

export function requireRole(roles: readonly Role[], otherwise: 'root' | 'landing'): LazyGuard {
  return async () => {
    const { RequireRole } = await import('../guards/require-role');
    return { element: <RequireRole roles={roles} otherwise={otherwise} /> };
  };
}

/** A screen behind a clinic feature switch: one of the user's clinics must allow it. */
function requireClinicFeature(allows: (clinic: ClinicSummary) => boolean): LazyGuard {
  return async () => {
    const { RequireClinicFeature } = await import('../guards/require-clinic-feature');
    return { element: <RequireClinicFeature allows={allows} /> };
  };
}

/** Spec 1 §6: patient booking only when one of the patient's clinics allows it (C52). */
export const requirePatientScheduling = requireClinicFeature(
  (clinic) => clinic.patientScheduleAppointmentEnabled,
);

/** E27: the templates screen only where a clinic allows appointment templates. */
export const requireAppointmentTemplates = requireClinicFeature(
  (clinic) => clinic.allowAppointmentTemplate,
);

/** F99, B19: the provider network only where one of the provider's clinics has it switched on. */
export const requireProviderNetwork = requireClinicFeature(
  (clinic) => clinic.providerNetworkEnabled,
);
