import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { mockApi } from '../../../test/mock-api';
import { makeAccount, renderRoutes } from '../../../test/render';
import { DashboardPage } from './dashboard-page';

function renderDashboard(role: Role) {
  const account = makeAccount([role]);
  mockApi.get('/getLoggedUser', () => ({
    ...account,
    phoneNumber: null,
    imagePath: null,
    primarySpecialty: null,
    dateOfBirth: null,
    gender: null,
    clinicDTOS: [],
  }));
  renderRoutes({ at: '/', account, routes: [{ path: '/', element: <DashboardPage /> }] });
}

test('A69 a provider sees Confirmed, Today and Pending with counters', async () => {
  renderDashboard(Role.provider);
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    'Confirmed0',
    'Today0',
    'Pending0',
  ]);
  expect(screen.getByText('No appointments found.')).toBeTruthy();
  expect((await screen.findByTestId(TestId.profileName)).textContent).toBe('Jane Doe');
});

test('A69 a patient has no Today tab', () => {
  renderDashboard(Role.patient);
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    'Confirmed0',
    'Pending0',
  ]);
});

test("A44 a patient's own profile has a Password row whose Change opens the change-password dialog", async () => {
  renderDashboard(Role.patient);
  await userEvent.click(await screen.findByTestId(TestId.profilePasswordChange));
  expect(await screen.findByTestId(TestId.changePasswordDialog)).toBeTruthy();
});

test("A44 a provider's profile panel has no Password row", async () => {
  renderDashboard(Role.provider);
  await screen.findByTestId(TestId.profileName);
  expect(screen.queryByTestId(TestId.profilePasswordChange)).toBeNull();
});
