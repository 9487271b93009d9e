import { Paths } from './paths.js';

/** The role strings the API speaks (spec 1 §6, spec 3 §6). */
export const Role = {
  patient: 'ROLE_PATIENT',
  provider: 'ROLE_PROVIDER',
  invited: 'ROLE_ROOM_INVITED',
  superAdmin: 'ROLE_EXMD_ADMIN',
  assistant: 'ROLE_EXMD_ASSIST',
  clinicAdmin: 'ROLE_CLINIC_ADMIN',
} as const;

export type Role = (typeof Role)[keyof typeof Role];

export const ALL_ROLES = Object.values(Role) as [Role, ...Role[]];

/** Where each role lands after login (spec 1 §4 "Login", A18). */
export function landingPath(roles: readonly Role[]): string {
  if (roles.includes(Role.superAdmin)) return Paths.adminDashboard;
  if (roles.includes(Role.assistant)) return Paths.assistDashboard;
  if (roles.includes(Role.clinicAdmin)) return Paths.clinicAdminDashboard;
  return Paths.home;
}
