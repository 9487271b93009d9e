import { describe, expect, test } from 'vitest';
import type { ClinicSummary } from '@clinicall/shared/clinic';
import { Role } from '@clinicall/shared/roles';
import { sidebarItems, type NavItem } from './sidebar-items';

function labels(items: NavItem[]): string[] {
  return items.flatMap((item) => [item.label, ...labels(item.children ?? [])]);
}

function clinic(flags: Partial<ClinicSummary>): ClinicSummary {
  return {
    providerNetworkEnabled: false,
    patientScheduleAppointmentEnabled: false,
    ...flags,
  } as ClinicSummary;
}

describe('sidebar by role', () => {
  test('A73 super admin and assistants see no Appointments, In-mail or Patients', () => {
    for (const role of [Role.superAdmin, Role.assistant]) {
      const seen = labels(sidebarItems([role], []));
      expect(seen).not.toContain('Appointments');
      expect(seen).not.toContain('In-mail');
      expect(seen).not.toContain('Patients');
    }
  });

  test.each([
    [Role.provider, '/'],
    [Role.patient, '/'],
    [Role.superAdmin, '/admin-dashboard'],
    [Role.clinicAdmin, '/clinic-admin-dashboard'],
    [Role.assistant, '/assist-dashboard'],
  ])('A76 the dashboard button of %s goes to %s', (role, path) => {
    expect(sidebarItems([role], [])[0]).toMatchObject({ label: 'Dashboard', to: path });
  });

  test('A77 super admin and clinic admin see Users with Provider and Assistant', () => {
    for (const role of [Role.superAdmin, Role.clinicAdmin]) {
      const users = sidebarItems([role], []).find((item) => item.label === 'Users');
      expect(users?.children?.map((child) => child.label)).toEqual(['Provider', 'Assistant']);
    }
  });

  test('A78 only the super admin sees Clinic Admins, Clinics, Parent Account, Reports/Encounters, Single sign-on and Admin audit', () => {
    const adminOnly = [
      'Clinic Admins',
      'Clinics',
      'Parent Account',
      'Reports/Encounters',
      'Single sign-on',
      'Admin audit',
    ];
    expect(labels(sidebarItems([Role.superAdmin], []))).toEqual(expect.arrayContaining(adminOnly));
    for (const role of [Role.clinicAdmin, Role.provider, Role.patient, Role.assistant]) {
      expect(labels(sidebarItems([role], [])).filter((label) => adminOnly.includes(label))).toEqual(
        [],
      );
    }
  });

  test('A79 F99 F87 the provider network and referrals appear only when one of the clinics enables it', () => {
    expect(labels(sidebarItems([Role.provider], [clinic({})]))).toEqual([
      'Dashboard',
      'Make appointment',
      'On-demand call',
      'Appointments',
      'Availability',
      'In-mail',
      'Patients',
      'Offerings',
      'Tech check',
    ]);
    expect(
      labels(sidebarItems([Role.provider], [clinic({}), clinic({ providerNetworkEnabled: true })])),
    ).toEqual(expect.arrayContaining(['Provider network', 'Referrals']));
  });

  test('A71 F91 patients see Referrals always and Book appointment only when a clinic allows self-scheduling', () => {
    expect(labels(sidebarItems([Role.patient], [clinic({})]))).toEqual([
      'Dashboard',
      'Appointments',
      'In-mail',
      'Referrals',
      'Billing summary',
      'Tech check',
    ]);
    expect(
      labels(sidebarItems([Role.patient], [clinic({ patientScheduleAppointmentEnabled: true })])),
    ).toContain('Book appointment');
  });
});

test('C108 only patients have the billing summary in the sidebar', () => {
  expect(labels(sidebarItems([Role.patient], []))).toContain('Billing summary');
  for (const role of [Role.provider, Role.clinicAdmin, Role.assistant, Role.superAdmin]) {
    expect(labels(sidebarItems([role], []))).not.toContain('Billing summary');
  }
});

test('the super admin sees the development mailbox only where the server keeps one', () => {
  expect(labels(sidebarItems([Role.superAdmin], []))).not.toContain('Dev mailbox');
  expect(labels(sidebarItems([Role.superAdmin], [], { devMailbox: true }))).toContain(
    'Dev mailbox',
  );
  expect(labels(sidebarItems([Role.clinicAdmin], [], { devMailbox: true }))).not.toContain(
    'Dev mailbox',
  );
});

test('issue 23 the clinic admin has Monitoring (the clinic’s alert thresholds) only where a clinic of theirs has monitoring on', () => {
  expect(labels(sidebarItems([Role.clinicAdmin], [clinic({})]))).not.toContain('Monitoring');
  expect(
    labels(sidebarItems([Role.clinicAdmin], [clinic({ allowRemotePatientMonitoring: true })])),
  ).toContain('Monitoring');
});
