import type { ReactNode } from 'react';
import { Role } from '@clinicall/shared/roles';
import { useCurrentAccount } from '../hooks/current-account';

interface GateProps {
  children: ReactNode;
}

function RoleGate({ role, children }: GateProps & { role: Role }) {
  return useCurrentAccount().roles.includes(role) ? children : null;
}

/** A80: content marked for one role is hidden from every other role. */
export function IsPatient({ children }: GateProps) {
  return <RoleGate role={Role.patient}>{children}</RoleGate>;
}

export function IsProvider({ children }: GateProps) {
  return <RoleGate role={Role.provider}>{children}</RoleGate>;
}

/** "Admin" in the spec is the super admin. */
export function IsAdmin({ children }: GateProps) {
  return <RoleGate role={Role.superAdmin}>{children}</RoleGate>;
}

export function IsAssistant({ children }: GateProps) {
  return <RoleGate role={Role.assistant}>{children}</RoleGate>;
}

export function IsClinicAdmin({ children }: GateProps) {
  return <RoleGate role={Role.clinicAdmin}>{children}</RoleGate>;
}
