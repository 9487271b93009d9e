import {
  IconBuildingHospital,
  IconCalendarEvent,
  IconCalendarPlus,
  IconCalendarTime,
  IconDeviceLaptop,
  IconChartBar,
  IconFileSearch,
  IconForms,
  IconGavel,
  IconHeartRateMonitor,
  IconHierarchy2,
  IconHistory,
  IconKey,
  IconLayoutDashboard,
  IconMail,
  IconMailbox,
  IconNetwork,
  IconReceipt,
  IconShieldCheck,
  IconSettings,
  IconStethoscope,
  IconTransfer,
  IconUsers,
  IconUsersGroup,
  IconVideo,
  type Icon,
} from '@tabler/icons-react';
import type { ClinicSummary } from '@clinicall/shared/clinic';
import { Paths } from '@clinicall/shared/paths';
import { landingPath, Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';

export interface NavItem {
  label: string;
  icon: Icon;
  testId: TestId;
  /** Absent on a group heading, whose children carry the links. */
  to?: string;
  children?: NavItem[];
}

const dashboard = (roles: readonly Role[]): NavItem => ({
  label: 'Dashboard',
  icon: IconLayoutDashboard,
  testId: TestId.navDashboard,
  to: landingPath(roles),
});

const users = (paths: { providers: string; assistants: string }): NavItem => ({
  label: 'Users',
  icon: IconUsers,
  testId: TestId.navUsers,
  children: [
    {
      label: 'Provider',
      icon: IconStethoscope,
      testId: TestId.navUsersProvider,
      to: paths.providers,
    },
    {
      label: 'Assistant',
      icon: IconUsersGroup,
      testId: TestId.navUsersAssistant,
      to: paths.assistants,
    },
  ],
});

const appointments: NavItem = {
  label: 'Appointments',
  icon: IconCalendarEvent,
  testId: TestId.navAppointments,
  to: Paths.appointments,
};
const inmail: NavItem = {
  label: 'In-mail',
  icon: IconMail,
  testId: TestId.navInmail,
  to: Paths.messages,
};

/** F87: the referrals of the in-mail area (spec 2 §6: the sidebar's referrals). */
const referrals: NavItem = {
  label: 'Referrals',
  icon: IconTransfer,
  testId: TestId.navReferrals,
  to: Paths.referrals,
};

/** D28: the camera and microphone check, for providers and patients. */
const techCheck: NavItem = {
  label: 'Tech check',
  icon: IconDeviceLaptop,
  testId: TestId.navTechCheck,
  to: Paths.techCheck,
};

function providerItems(clinics: readonly ClinicSummary[]): NavItem[] {
  return [
    {
      label: 'Make appointment',
      icon: IconCalendarPlus,
      testId: TestId.navMakeAppointment,
      to: Paths.makeAppointment,
    },
    { label: 'On-demand call', icon: IconVideo, testId: TestId.navOnDemand, to: Paths.onDemand },
    // F99: referrals travel through the provider network, whose API refuses providers without it.
    ...(clinics.some((clinic) => clinic.providerNetworkEnabled)
      ? [
          {
            label: 'Provider network',
            icon: IconNetwork,
            testId: TestId.navProviderNetwork,
            to: Paths.providerNetwork,
          },
          referrals,
        ]
      : []),
    appointments,
    {
      label: 'Availability',
      icon: IconCalendarTime,
      testId: TestId.navAvailability,
      to: Paths.availability,
    },
    inmail,
    { label: 'Patients', icon: IconUsersGroup, testId: TestId.navPatients, to: Paths.patients },
    { label: 'Offerings', icon: IconSettings, testId: TestId.navOfferings, to: Paths.offerings },
    // E27: only where a clinic of the provider allows appointment templates.
    ...(clinics.some((clinic) => clinic.allowAppointmentTemplate)
      ? [{ label: 'Templates', icon: IconForms, testId: TestId.navTemplates, to: Paths.templates }]
      : []),
    techCheck,
  ];
}

function patientItems(clinics: readonly ClinicSummary[]): NavItem[] {
  return [
    appointments,
    inmail,
    // F91: the patient sees whom they were referred to.
    referrals,
    // C108: the billing summary is the patient's alone.
    {
      label: 'Billing summary',
      icon: IconReceipt,
      testId: TestId.navBillingSummary,
      to: Paths.billingSummary,
    },
    ...(clinics.some((clinic) => clinic.patientScheduleAppointmentEnabled)
      ? [
          {
            label: 'Book appointment',
            icon: IconCalendarPlus,
            testId: TestId.navBookAppointment,
            to: Paths.bookAppointment,
          },
        ]
      : []),
    techCheck,
  ];
}

const superAdminItems: NavItem[] = [
  users({ providers: Paths.adminProviders, assistants: Paths.adminAssistants }),
  {
    label: 'Clinic Admins',
    icon: IconShieldCheck,
    testId: TestId.navClinicAdmins,
    to: Paths.adminClinicAdmins,
  },
  {
    label: 'Clinics',
    icon: IconBuildingHospital,
    testId: TestId.navClinics,
    to: Paths.adminClinics,
  },
  {
    label: 'Parent Account',
    icon: IconHierarchy2,
    testId: TestId.navParentAccount,
    to: Paths.adminParentClinic,
  },
  {
    label: 'Reports/Encounters',
    icon: IconChartBar,
    testId: TestId.navReports,
    to: Paths.adminEncounterReport,
  },
  // Issue 20 points 6 and 8: not in the spec's sidebar, reachable from the admin home too.
  { label: 'Single sign-on', icon: IconKey, testId: TestId.navSso, to: Paths.adminSso },
  { label: 'Admin audit', icon: IconHistory, testId: TestId.navAdminAudit, to: Paths.adminAudit },
  // Issue 20 point 10: the installation's terms, privacy notice and telehealth consent.
  { label: 'Legal documents', icon: IconGavel, testId: TestId.navLegal, to: Paths.adminLegal },
];

/** Issue 6: the development outbox, listed only where the server keeps one. */
const devMailbox: NavItem = {
  label: 'Dev mailbox',
  icon: IconMailbox,
  testId: TestId.navDevMailbox,
  to: Paths.adminDevMailbox,
};

const clinicAdminUsers = users({
  providers: Paths.clinicAdminProviders,
  assistants: Paths.clinicAdminAssistants,
});

/** Issue 19 path 5: the clinic admin's log of reads of patient data. */
const accessLog: NavItem = {
  label: 'Access log',
  icon: IconFileSearch,
  testId: TestId.navAccessLog,
  to: Paths.clinicAdminAccessLog,
};

/** Issue 23 point 5: the clinic's monitoring alert thresholds, where its monitoring is on. */
const clinicMonitoring: NavItem = {
  label: 'Monitoring',
  icon: IconHeartRateMonitor,
  testId: TestId.navMonitoring,
  to: Paths.clinicAdminMonitoring,
};

/**
 * The sidebar for a role (A73, A76–A79, spec 3 "Sidebar visibility"). Clinic flags come from the
 * user's clinics, and whether a development mailbox exists from the server; while they load, the
 * items they gate simply stay hidden.
 */
export function sidebarItems(
  roles: readonly Role[],
  clinics: readonly ClinicSummary[],
  server: { devMailbox: boolean } = { devMailbox: false },
): NavItem[] {
  const home = dashboard(roles);
  if (roles.includes(Role.superAdmin)) {
    return [home, ...superAdminItems, ...(server.devMailbox ? [devMailbox] : [])];
  }
  if (roles.includes(Role.assistant)) return [home];
  if (roles.includes(Role.clinicAdmin)) {
    const monitoring = clinics.some((clinic) => clinic.allowRemotePatientMonitoring);
    return [home, clinicAdminUsers, accessLog, ...(monitoring ? [clinicMonitoring] : [])];
  }
  if (roles.includes(Role.provider)) return [home, ...providerItems(clinics)];
  if (roles.includes(Role.patient)) return [home, ...patientItems(clinics)];
  return [home];
}
