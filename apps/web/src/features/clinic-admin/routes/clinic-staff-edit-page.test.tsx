import { Notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { AdminUserMessages as M } from '@clinicall/shared/admin-users';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { apiError, mockApi, sentRequests } from '../../../test/mock-api';
import { makeAccount, renderRoutes } from '../../../test/render';
import { ClinicEditAssistantPage, ClinicEditProviderPage } from './clinic-staff-edit-page';

const slow = { timeout: 8000 };
const account = makeAccount([Role.clinicAdmin], { timeZone: 'UTC' });

const assistant = {
  id: 4,
  email: 'asa@clinic.example',
  newEmail: null,
  firstName: 'Asa',
  lastName: 'Assistant',
  activated: true,
  clinicId: 5,
  clinicDTOS: [{ id: 5, name: 'Riverside' }],
  providers: [7],
};

function render(page: 'provider' | 'assistant') {
  renderRoutes({
    at: `/edit?email=${page === 'provider' ? 'paula@clinic.example' : assistant.email}`,
    account,
    routes: [
      {
        element: (
          <>
            <Outlet />
            <Notifications />
          </>
        ),
        children: [
          {
            path: '/edit',
            element: page === 'provider' ? <ClinicEditProviderPage /> : <ClinicEditAssistantPage />,
          },
          { path: '/clinic-admin-dashboard/providers', element: <p>providers list</p> },
          { path: '/clinic-admin-dashboard/assistants', element: <p>assistants list</p> },
        ],
      },
    ],
  });
  return userEvent.setup();
}

test('B79 B80 B84 the assistant form loads its providers to link, then saves the links', async () => {
  mockApi.get('/clinic/assistant', () => assistant);
  mockApi.get('/clinic/:id/providers', () => [
    {
      id: 7,
      email: 'p@x.example',
      firstName: 'Paula',
      lastName: 'P',
      activated: true,
      primarySpecialty: null,
    },
    {
      id: 8,
      email: 'o@x.example',
      firstName: 'Omar',
      lastName: 'O',
      activated: true,
      primarySpecialty: null,
    },
  ]);
  mockApi.put('/clinic/assistant', () => assistant);
  const user = render('assistant');
  expect(screen.getByText(M.loading)).toBeTruthy();
  expect(screen.getByTestId(TestId.staffSubmit)).toHaveProperty('disabled', true);
  await user.click(await screen.findByLabelText('Link Omar O', {}, slow));
  await user.click(screen.getByTestId(TestId.staffSubmit));
  await screen.findByText('assistants list', {}, slow);
  const [sent] = sentRequests('/clinic/assistant').filter((r) => r.method === 'PUT');
  expect(await sent!.json()).toMatchObject({ email: assistant.email, providers: [7, 8] });
});

test('B83 a 403 shows "Unauthenticated." and returns to the list', async () => {
  mockApi.get('/clinic/provider', () =>
    apiError(403, { code: 'CLINIC_FORBIDDEN', errorMessage: 'Forbidden' }),
  );
  render('provider');
  await screen.findByText('providers list', {}, slow);
  await waitFor(() => expect(screen.getByText(M.fetchForbidden)).toBeTruthy());
});

test('B83 a missing provider shows "The requested provider does not exist."', async () => {
  mockApi.get('/clinic/provider', () =>
    apiError(404, { code: 'NOT_FOUND', errorMessage: 'Not found' }),
  );
  render('provider');
  await waitFor(() => expect(screen.getByText(M.providerMissing)).toBeTruthy(), slow);
});
