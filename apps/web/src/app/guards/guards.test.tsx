import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { RouteObject } from 'react-router';
import type { ClinicSummary } from '@clinicall/shared/clinic';
import { Role } from '@clinicall/shared/roles';
import { getValidToken, setToken, StorageKey } from '../../lib/auth/auth-storage';
import { apiError, mockApi } from '../../test/mock-api';
import { loggedUserOf, makeClinic } from '../../test/people';
import { LocationProbe, makeAccount, renderRoutes } from '../../test/render';
import { openRoutes } from '../routes/open-routes';
import { siteRoutes } from '../routes/site-routes';
import { RequireAuth } from './require-auth';

/**
 * The real route table, guards kept and every page (with its code and data loading) swapped for a
 * probe showing the final URL.
 */
function probed(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) =>
    route.children === undefined
      ? { ...route, lazy: undefined, loader: undefined, element: <LocationProbe /> }
      : { ...route, children: probed(route.children) },
  );
}

function renderAt(at: string, roles: Role[] | null) {
  if (roles !== null) {
    setToken({ token: 't', expires: Date.now() + 60_000 });
    mockApi.get('/account', () => makeAccount(roles));
  }
  return renderRoutes({
    at,
    routes: [
      ...probed(openRoutes),
      { element: <RequireAuth />, children: probed(siteRoutes(new QueryClient())) },
      { path: '*', element: <LocationProbe /> },
    ],
  });
}

/** A clinic with every flag off but self-scheduling (C52) and, if told, templates (E27). */
function clinic(selfScheduling: boolean, templates = false): ClinicSummary {
  const off = {
    activated: true,
    isInOfficeAppointmentActive: false,
    isPatientWelcomeEmailEnabled: false,
    providerNetworkEnabled: false,
    allowPatientInRoomLight: false,
    allowRemotePatientMonitoring: false,
    allowPostApptConf: false,
    preventScheduler24h: false,
    allowPatientAttachment: false,
    allowExperienceBuilder: false,
    allowMuteAll: false,
    allowConsent: false,
    requireConsentCheck: false,
  };
  return {
    ...off,
    id: 1,
    name: 'Riverside',
    customUrl: null,
    customLogo: null,
    customTopLogo: null,
    rpmPartnerId: null,
    isPatientScheduleAppointmentEnabled: selfScheduling,
    patientScheduleAppointmentEnabled: selfScheduling,
    allowAppointmentTemplate: templates,
  };
}

const finalPath = async () => (await screen.findByTestId('location')).textContent;

describe('route guards', () => {
  test.each([
    '/login',
    '/login/invite',
    '/room-link/42',
    '/room/a-pass',
    '/reset',
    '/reset/finish',
    '/signup/patient',
    '/signup/provider',
  ])('A61 %s opens without login', async (path) => {
    renderAt(path, null);
    expect(await finalPath()).toBe(path);
  });

  test('A62 a protected route redirects to login and remembers the target', async () => {
    renderAt('/appointments', null);
    expect(await finalPath()).toBe('/login');
    expect(sessionStorage.getItem(StorageKey.returnTo)).toBe('/appointments');
  });

  test('A66 /admin-dashboard sends a provider to the site root', async () => {
    renderAt('/admin-dashboard/clinics', [Role.provider]);
    expect(await finalPath()).toBe('/');
  });

  test('A66 the super admin reaches the admin dashboard', async () => {
    renderAt('/admin-dashboard/clinics', [Role.superAdmin]);
    expect(await finalPath()).toBe('/admin-dashboard/clinics');
  });

  test('A67 /clinic-admin-dashboard sends a patient to the site root', async () => {
    renderAt('/clinic-admin-dashboard/providers', [Role.patient]);
    expect(await finalPath()).toBe('/');
  });

  test('I31 a patient on a provider-only screen goes to the dashboard', async () => {
    renderAt('/appointments/make', [Role.patient]);
    expect(await finalPath()).toBe('/');
  });

  test.each([
    [true, '/patient/appointments/make'],
    [false, '/'],
  ])('C52 a patient whose clinic allows self-scheduling (%s) ends at %s', async (allowed, path) => {
    mockApi.get('/getLoggedUser', () => ({
      ...makeAccount([Role.patient]),
      phoneNumber: null,
      imagePath: null,
      primarySpecialty: null,
      dateOfBirth: null,
      gender: null,
      clinicDTOS: [clinic(allowed)],
    }));
    renderAt('/patient/appointments/make', [Role.patient]);
    expect(await finalPath()).toBe(path);
  });

  test.each([
    [true, '/appointments/templates'],
    [false, '/'],
  ])('E27 a provider whose clinic allows templates (%s) ends at %s', async (allowed, path) => {
    mockApi.get('/getLoggedUser', () => ({
      ...makeAccount([Role.provider]),
      phoneNumber: null,
      imagePath: null,
      primarySpecialty: null,
      dateOfBirth: null,
      gender: null,
      clinicDTOS: [clinic(false, allowed)],
    }));
    renderAt('/appointments/templates', [Role.provider]);
    expect(await finalPath()).toBe(path);
  });

  test.each([
    [[false, true], '/provider-network/find', '/provider-network/find'],
    [[true], '/provider-network/connections', '/provider-network/connections'],
    [[false, false], '/provider-network/connections', '/'],
    [[], '/provider-network/find', '/'],
  ])(
    'F99 a provider whose clinics switch the network %j, opening %s, ends at %s',
    async (switches, at, path) => {
      const clinics = switches.map((on, id) => makeClinic({ id, providerNetworkEnabled: on }));
      mockApi.get('/getLoggedUser', () => loggedUserOf(makeAccount([Role.provider]), clinics));
      renderAt(at, [Role.provider]);
      expect(await finalPath()).toBe(path);
    },
  );

  test('F99 A68 the provider network is for providers only', async () => {
    const clinics = [makeClinic({ providerNetworkEnabled: true })];
    mockApi.get('/getLoggedUser', () => loggedUserOf(makeAccount([Role.patient]), clinics));
    renderAt('/provider-network/connections', [Role.patient]);
    expect(await finalPath()).toBe('/');
  });

  test('A70 the assistant dashboard is for assistants only', async () => {
    renderAt('/assist-dashboard', [Role.provider]);
    expect(await finalPath()).toBe('/');
  });

  test('A18 the site root sends an assistant to the assistant dashboard', async () => {
    renderAt('/', [Role.assistant]);
    expect(await finalPath()).toBe('/assist-dashboard');
  });

  test('a failing GET /account shows one error at once with Try again and Back to sign in, which drops the token', async () => {
    setToken({ token: 't', expires: Date.now() + 60_000 });
    mockApi.get('/account', () =>
      apiError(500, { code: 'INTERNAL', errorMessage: 'Something went wrong.' }),
    );
    renderRoutes({
      at: '/',
      routes: [
        ...probed(openRoutes),
        { element: <RequireAuth />, children: probed(siteRoutes(new QueryClient())) },
      ],
    });
    expect(await screen.findByText('We could not load your account')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await finalPath()).toBe('/login');
    expect(getValidToken()).toBeNull();
  });
});
