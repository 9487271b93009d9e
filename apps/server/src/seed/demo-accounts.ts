import { Role } from '@clinicall/shared/roles';

/** The demo clinic's sign-in accounts; the README's table lists the same. */
export const DEMO_PASSWORD = 'Clinicall1';

export const demoAccounts = {
  superAdmin: {
    email: 'admin@clinicall.example',
    role: Role.superAdmin,
    firstName: 'Avery',
    lastName: 'Admin',
  },
  clinicAdmin: {
    email: 'clinicadmin@clinicall.example',
    role: Role.clinicAdmin,
    firstName: 'Casey',
    lastName: 'Morgan',
  },
  providerRivera: {
    email: 'dr.rivera@clinicall.example',
    role: Role.provider,
    firstName: 'Elena',
    lastName: 'Rivera',
  },
  providerChen: {
    email: 'dr.chen@clinicall.example',
    role: Role.provider,
    firstName: 'Marcus',
    lastName: 'Chen',
  },
  assistant: {
    email: 'assistant@clinicall.example',
    role: Role.assistant,
    firstName: 'Jordan',
    lastName: 'Lee',
  },
  patientJones: {
    email: 'sam.jones@clinicall.example',
    role: Role.patient,
    firstName: 'Sam',
    lastName: 'Jones',
    // The demo's New York family: their times read on New York's clock wherever they sign in.
    timeZone: 'America/New_York',
  },
  familyMember: {
    email: 'mia.jones@clinicall.example',
    role: Role.patient,
    firstName: 'Mia',
    lastName: 'Jones',
    // The demo's New York family: their times read on New York's clock wherever they sign in.
    timeZone: 'America/New_York',
  },
  patientPatel: {
    email: 'priya.patel@clinicall.example',
    role: Role.patient,
    firstName: 'Priya',
    lastName: 'Patel',
  },
  patientBrown: {
    email: 'noah.brown@clinicall.example',
    role: Role.patient,
    firstName: 'Noah',
    lastName: 'Brown',
  },
  passcodeProvider: {
    email: 'dr.okafor@clinicall.example',
    role: Role.provider,
    firstName: 'Ada',
    lastName: 'Okafor',
  },
  firstTimeProvider: {
    email: 'dr.novak@clinicall.example',
    role: Role.provider,
    firstName: 'Petra',
    lastName: 'Novak',
  },
  /** Issue 22: Lakeside's provider, in the provider network with Dr. Rivera. */
  providerSato: {
    email: 'dr.sato@clinicall.example',
    role: Role.provider,
    firstName: 'Hana',
    lastName: 'Sato',
  },
} as const;
