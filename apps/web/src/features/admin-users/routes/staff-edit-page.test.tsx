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
import { AddProviderPage, EditProviderPage } from './staff-edit-page';

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
  offices: [{ name: 'Harbor office', address: '12 Pier Rd', city: 'Portland', state: 'ME' }],
  imagePath: null,
  assistants: [],
};

function render(at = `/edit?email=${provider.email}`) {
  mockApi.get('/admin/providers/:id/profile', () => provider);
  mockApi.get('/admin/provider/clinics/:id', () => [{ id: 5, name: 'Riverside' }]);
  mockApi.get('/admin/assistant/clinic/:id', () => []);
  renderRoutes({
    at,
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
          { path: '/admin-dashboard/edit', element: <EditProviderPage /> },
          { path: '/add', element: <AddProviderPage /> },
          { path: '/admin-dashboard/providers', element: <p>providers list</p> },
        ],
      },
    ],
  });
  return userEvent.setup();
}

test(
  'B50 B64 the provider form edits the offices: a new box needs its name, address, city and state, then they are saved',
  { timeout: 40_000 },
  async () => {
    mockApi.put('/admin/provider', () => provider);
    const user = render();
    expect(await screen.findByDisplayValue('Harbor office', {}, slow)).toBeTruthy();
    await user.click(screen.getByTestId(TestId.staffAddOffice));
    expect(screen.getAllByTestId(TestId.staffOffice)).toHaveLength(2);
    await user.click(screen.getByTestId(TestId.staffSubmit));
    expect((await screen.findAllByText(M.fieldRequired)).length).toBe(4);
    expect(sentRequests('/admin/provider')).toHaveLength(0);

    await user.type(screen.getAllByLabelText(/^Office name/)[1]!, 'Hill clinic');
    await user.type(screen.getAllByLabelText(/^Address/)[1]!, '3 Hill St');
    await user.type(screen.getAllByLabelText(/^City/)[1]!, 'Salem');
    await user.type(screen.getAllByLabelText(/^State/)[1]!, 'OR');
    await user.click(screen.getAllByLabelText('Remove office 1')[0]!);
    await user.click(screen.getByTestId(TestId.staffSubmit));
    await screen.findByText('providers list', {}, slow);
    const [sent] = sentRequests('/admin/provider');
    expect(((await sent!.json()) as { offices: unknown }).offices).toEqual([
      { name: 'Hill clinic', address: '3 Hill St', city: 'Salem', state: 'OR' },
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

/** Fills the add form's required fields and picks a photo, as the super admin does. */
async function addWithPhoto(user: ReturnType<typeof userEvent.setup>) {
  server.use(http.post('/api/admin/provider', () => HttpResponse.json(provider, { status: 201 })));
  await user.click((await screen.findAllByLabelText(/^Clinic/, {}, slow))[0]!);
  await user.click(await screen.findByRole('option', { name: 'Riverside', hidden: true }, slow));
  await user.type(screen.getByLabelText(/^First name/), 'Paula');
  await user.type(screen.getByLabelText(/^Last name/), 'Provider');
  await user.type(screen.getByLabelText(/^E-mail/), provider.email);
  await user.upload(
    screen.getByTestId(TestId.staffPhotoFile),
    new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' }),
  );
  expect(sentRequests('/admin/providers/7/photo')).toHaveLength(0);
  await user.click(screen.getByTestId(TestId.staffSubmit));
}

test(
  'B61 B64 the add form takes the photo too: one Save adds the provider, then uploads the photo',
  { timeout: 40_000 },
  async () => {
    mockApi.put('/admin/providers/:id/photo', () => ({ imagePath: '/api/providers/7/photo?v=1' }));
    const user = render('/add');
    await addWithPhoto(user);
    await screen.findByText('providers list', {}, slow);
    expect(screen.getByText(M.providerAdded)).toBeTruthy();
    const [upload] = sentRequests('/admin/providers/7/photo');
    expect(upload!.method).toBe('PUT');
    expect((await upload!.formData()).get('file')).toMatchObject({ size: 4, type: 'image/jpeg' });
  },
);

test(
  'B64 a photo refused after the provider was added: the edit page opens with the reason and the photo field, nothing is added twice',
  { timeout: 40_000 },
  async () => {
    server.use(
      http.put('/api/admin/providers/:id/photo', () =>
        HttpResponse.json(
          { code: 'VALIDATION', errorMessage: 'The photo must be a JPG, PNG, GIF or WebP image.' },
          { status: 400 },
        ),
      ),
    );
    const user = render('/add');
    await addWithPhoto(user);
    const title = await screen.findByText(M.photoNotSaved, {}, slow);
    expect(title.closest('[role="alert"]')?.textContent).toContain(
      'The photo must be a JPG, PNG, GIF or WebP image.',
    );
    expect(await screen.findByDisplayValue('Harbor office', {}, slow)).toBeTruthy();
    expect(screen.getByTestId(TestId.staffPhotoFile)).toBeTruthy();
    expect(sentRequests('/admin/provider')).toHaveLength(1);
  },
);
