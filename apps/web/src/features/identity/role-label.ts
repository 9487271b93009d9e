import { Role } from '@clinicall/shared/roles';

const labels: Record<Role, string> = {
  [Role.superAdmin]: 'Super admin',
  [Role.clinicAdmin]: 'Clinic admin',
  [Role.assistant]: 'Assistant',
  [Role.provider]: 'Provider',
  [Role.patient]: 'Patient',
  [Role.invited]: 'Guest',
};

/** The user's main role in words; the order matches the landing precedence of A18. */
export function roleLabel(roles: readonly Role[]): string {
  const main = [
    Role.superAdmin,
    Role.assistant,
    Role.clinicAdmin,
    Role.provider,
    Role.patient,
  ].find((role) => roles.includes(role));
  return labels[main ?? Role.invited];
}
