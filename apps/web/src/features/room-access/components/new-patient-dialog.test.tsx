import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { Role } from '@clinicall/shared/roles';
import { mockApi, sentRequests } from '../../../test/mock-api';
import { makeAccount, renderRoutes } from '../../../test/render';
import { NewPatientDialog } from './new-patient-dialog';

test('C103 H11 the new patient’s date of birth, typed as MM/DD/YYYY, is sent as YYYY-MM-DD', async () => {
  const created = { id: 7, email: 'nina@patient.example', firstName: 'Nina', lastName: 'New' };
  mockApi.post('/encounters/onDemand/patients', () => ({ ...created, dateOfBirth: '1990-05-17' }));
  const onCreated = vi.fn();
  renderRoutes({
    at: '/',
    account: makeAccount([Role.provider]),
    routes: [
      {
        path: '/',
        element: <NewPatientDialog opened onClose={() => undefined} onCreated={onCreated} />,
      },
    ],
  });
  await userEvent.type(await screen.findByLabelText('First name'), 'Nina');
  await userEvent.type(screen.getByLabelText('Last name'), 'New');
  await userEvent.type(screen.getByLabelText('E-mail'), created.email);
  await userEvent.type(screen.getByLabelText('Date of birth'), '05171990');
  await userEvent.click(screen.getByRole('button', { name: 'Create and invite' }));
  await waitFor(() => expect(onCreated).toHaveBeenCalled());
  const [request] = sentRequests('/encounters/onDemand/patients');
  expect(await request!.json()).toMatchObject({ dateOfBirth: '1990-05-17' });
});
