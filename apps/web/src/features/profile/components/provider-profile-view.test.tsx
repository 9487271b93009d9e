import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import type { ProviderProfile } from '@clinicall/shared/people/provider-profile';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { setToken } from '../../../lib/auth/auth-storage';
import { mockApi, sentRequests } from '../../../test/mock-api';
import { makeProviderProfile } from '../../../test/people';
import { makeAccount, renderRoutes } from '../../../test/render';
import { ProviderProfileView } from './provider-profile-view';

const profile = makeProviderProfile();

// The modal's autosizing text area listens to document.fonts, which jsdom lacks.
beforeAll(() => {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
});

test('F42 F48 the recommendation modal is titled "Change Specialties", as the spec writes it', async () => {
  renderRoutes({
    at: '/p',
    account: makeAccount([Role.provider], { id: 5 }),
    routes: [{ path: '/p', element: <ProviderProfileView profile={profile} editable /> }],
  });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Edit recommendations' }));
  expect(await screen.findByRole('dialog', { name: 'Change Specialties' })).toBeTruthy();
});

const renderView = (shown: ProviderProfile, viewer = makeAccount([Role.clinicAdmin], { id: 9 })) =>
  renderRoutes({
    at: '/p',
    account: viewer,
    routes: [{ path: '/p', element: <ProviderProfileView profile={shown} editable={false} /> }],
  });

afterEach(() => {
  vi.restoreAllMocks();
});

test('F136 a pending e-mail change is shown highlighted beside the e-mail, and the clinics are listed', async () => {
  renderView({
    ...profile,
    newEmail: 'nia.new@example.org',
    clinicDTOS: [
      { id: 1, name: 'Harbor Clinic' },
      { id: 2, name: 'Hill Clinic' },
    ],
  });
  expect((await screen.findByTestId(TestId.providerNewEmail)).textContent).toBe(
    'Pending: nia.new@example.org',
  );
  const clinics = screen.getByTestId(TestId.providerClinics);
  expect(within(clinics).getByText('Harbor Clinic')).toBeTruthy();
  expect(within(clinics).getByText('Hill Clinic')).toBeTruthy();
});

test('F136 without a pending change there is no highlight', async () => {
  renderView(profile);
  expect(await screen.findByText('nia@example.org', { exact: false })).toBeTruthy();
  expect(screen.queryByTestId(TestId.providerNewEmail)).toBeNull();
  expect(screen.getByText('No clinics.')).toBeTruthy();
});

test('the header shows the provider’s photo, fetched with the bearer token', async () => {
  setToken({ token: 'photo-token', expires: Date.now() + 3_600_000 });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:nia');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  mockApi.get(
    '/providers/:id/photo',
    () =>
      new HttpResponse(new Uint8Array([0xff, 0xd8, 0xff]), {
        headers: { 'content-type': 'image/jpeg' },
      }),
  );
  renderView({ ...profile, imagePath: '/api/providers/5/photo?v=abc' });
  const photo = await screen.findByRole('img', { name: 'Nia Reyes' });
  expect(photo.getAttribute('src')).toBe('blob:nia');
  const [request] = sentRequests('/providers/5/photo');
  expect(request?.headers.get('authorization')).toBe('Bearer photo-token');
  expect(new URL(request!.url).searchParams.get('v')).toBe('abc');
});

test('F50 the provider changes their own photo from their profile: POST /providers/photo with the chosen file', async () => {
  setToken({ token: 'own-token', expires: Date.now() + 3_600_000 });
  mockApi.post('/providers/photo', () => ({ imagePath: '/api/providers/5/photo?v=new' }));
  renderRoutes({
    at: '/p',
    account: makeAccount([Role.provider], { id: 5 }),
    routes: [{ path: '/p', element: <ProviderProfileView profile={profile} editable /> }],
  });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Change photo' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change photo' });
  const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
  await user.upload(
    input!,
    new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' }),
  );
  await user.click(within(dialog).getByRole('button', { name: 'Update' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const [request] = sentRequests('/providers/photo');
  expect(request?.headers.get('authorization')).toBe('Bearer own-token');
  expect((await request!.formData()).has('file')).toBe(true);
});

test('F13 someone else’s provider profile offers no photo change', () => {
  renderView(profile);
  expect(screen.queryByRole('button', { name: 'Change photo' })).toBeNull();
});

test('B50 an office shows its address, city and state; a hospital its address', async () => {
  renderView({
    ...profile,
    offices: [
      { name: 'Riverside Main Office', address: '200 River St', city: 'Springfield', state: 'IL' },
    ],
    hospitalAffiliations: [{ name: "St. John's Hospital", address: '800 E Carpenter St' }],
  });
  expect(await screen.findByText('Riverside Main Office')).toBeTruthy();
  expect(screen.getByText('200 River St, Springfield, IL')).toBeTruthy();
  expect(screen.getByText('800 E Carpenter St')).toBeTruthy();
});
