import { describe, expect, test } from 'vitest';
import { Paths } from '@clinicall/shared/paths';
import { activeLink } from './active-link';

const admin = [
  Paths.adminDashboard,
  Paths.adminProviders,
  Paths.adminAssistants,
  Paths.adminClinicAdmins,
  Paths.adminClinics,
  Paths.adminParentClinic,
];
const provider = [Paths.home, Paths.makeAppointment, Paths.appointments, Paths.patients];

describe('the highlighted sidebar link', () => {
  test.each([
    ['/admin-dashboard', Paths.adminDashboard],
    ['/admin-dashboard/clinics', Paths.adminClinics],
    ['/admin-dashboard/edit-clinic', Paths.adminClinics],
    ['/admin-dashboard/add-clinic', Paths.adminClinics],
    ['/admin-dashboard/edit-parent-clinic', Paths.adminParentClinic],
    ['/admin-dashboard/add', Paths.adminProviders],
    ['/admin-dashboard/edit', Paths.adminProviders],
    ['/admin-dashboard/assistants/edit', Paths.adminAssistants],
    ['/admin-dashboard/editClinicAdmin', Paths.adminClinicAdmins],
  ])('of the super admin on %s is %s', (pathname, link) => {
    expect(activeLink(admin, pathname)).toBe(link);
  });

  test.each([
    ['/', Paths.home],
    ['/profile', Paths.home],
    ['/appointments/make', Paths.makeAppointment],
    ['/appointments/past', Paths.appointments],
    ['/appointment-requests', Paths.appointments],
    ['/post-encounter/notes/second', Paths.appointments],
    ['/patients/current/full-profile/4', Paths.patients],
  ])('of a provider on %s is %s', (pathname, link) => {
    expect(activeLink(provider, pathname)).toBe(link);
  });

  test('no link is highlighted on a page of the account menu', () => {
    expect(activeLink(provider, '/account/sessions')).toBeUndefined();
    // The root is a prefix of every path; it is highlighted on itself only.
    expect(activeLink(provider, '/providers/3/profile')).toBeUndefined();
  });
});
