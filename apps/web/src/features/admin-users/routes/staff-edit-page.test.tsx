import { Notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Outlet } from 'react-router';
import { beforeAll, expect, test } from 'vitest';
import { AdminUserMessages as M, type AdminProvider } from '@clinicall/shared/admin-users';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { mockApi, sentRequests, server } from '../../../test/mock-api';
import { makeAccount, renderRoutes } from '../../../test/render';
import { EditProviderPage } from './staff-edit-page';

const slow = { timeout: 8000 };

// The brief overview's autosizing text area listens to document.fonts, which jsdom lacks.
beforeAll(() => {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
});

const provider: AdminProvider = {
  id: 7,
  email: 'paula@clinic.example',
  newEmail: null,
  firstName: 'Paula',
  lastName: 'Provider',
  activated: true,
  clinicId: 5,
  clinicDTOS: [{ id: 5, name: 'Riverside' }],
  preferred: false,
  primarySpecialty: 'Cardiology',
  briefOverview: '',
  specialties: [],
  offices: [{ name: 'Harbor office', address: '12 Pier Rd, Portland, ME' }],
  imagePath: null,
  assistants: [],
};

function render() {
  mockApi.get('/admin/providers/:id/profile', () => provider);
  mockApi.get('/admin/provider/clinics/:id', () => [{ id: 5, name: 'Riverside' }]);
  mockApi.get('/admin/assistant/clinic/:id', () => []);
  renderRoutes({
    at: `/edit?email=${provider.email}`,
    account: makeAccount([Role.superAdmin], { timeZone: 'UTC' }),
    routes: [
      {
        element: (
          <>
            <Outlet />
            <Notifications />
          </>
        ),
        children: [
          { path: '/edit', element: <EditProviderPage /> },
          { path: '/admin-dashboard/providers', element: <p>providers list</p> },
        ],
      },
    ],
  });
  return userEvent.setup();
}

test(
  'B50 B64 the provider form edits the offices: a new box needs its name and address, then they are saved',
  { timeout: 40_000 },
  async () => {
    mockApi.put('/admin/provider', () => provider);
    const user = render();
    expect(await screen.findByDisplayValue('Harbor office', {}, slow)).toBeTruthy();
    await user.click(screen.getByTestId(TestId.staffAddOffice));
    expect(screen.getAllByTestId(TestId.staffOffice)).toHaveLength(2);
    await user.click(screen.getByTestId(TestId.staffSubmit));
    expect((await screen.findAllByText(M.fieldRequired)).length).toBe(2);
    expect(sentRequests('/admin/provider')).toHaveLength(0);

    await user.type(screen.getAllByLabelText(/^Office name/)[1]!, 'Hill clinic');
    await user.type(screen.getAllByLabelText(/^Address/)[1]!, '3 Hill St, Salem, OR');
    await user.click(screen.getAllByLabelText('Remove office 1')[0]!);
    await user.click(screen.getByTestId(TestId.staffSubmit));
    await screen.findByText('providers list', {}, slow);
    const [sent] = sentRequests('/admin/provider');
    expect(((await sent!.json()) as { offices: unknown }).offices).toEqual([
      { name: 'Hill clinic', address: '3 Hill St, Salem, OR' },
    ]);
  },
);

test(
  'B64 a chosen photo is uploaded at once and shown; Remove takes it away',
  { timeout: 40_000 },
  async () => {
    const imagePath = '/api/providers/7/photo?v=abc';
    mockApi.put('/admin/providers/:id/photo', () => ({ imagePath }));
    mockApi.delete('/admin/providers/:id/photo', () => undefined);
    server.use(
      http.get('/api/providers/:id/photo', () =>
        HttpResponse.arrayBuffer(new ArrayBuffer(8), { headers: { 'content-type': 'image/jpeg' } }),
      ),
    );
    const user = render();
    const input = await screen.findByTestId(TestId.staffPhotoFile, {}, slow);
    await user.upload(input, new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' }));
    await screen.findByText(M.photoSaved, {}, slow);
    const [upload] = sentRequests('/admin/providers/7/photo');
    expect(upload!.method).toBe('PUT');
    expect((await upload!.formData()).get('file')).toMatchObject({ size: 4, type: 'image/jpeg' });

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await screen.findByText(M.photoRemoved, {}, slow);
    await waitFor(() =>
      expect(sentRequests('/admin/providers/7/photo').map((r) => r.method)).toEqual([
        'PUT',
        'DELETE',
      ]),
    );
    expect(screen.getByRole('button', { name: 'Choose photo' })).toBeTruthy();
  },
);
