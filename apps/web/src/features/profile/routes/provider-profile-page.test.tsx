import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { ProviderProfile } from '@clinicall/shared/people/provider-profile';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { setToken } from '../../../lib/auth/auth-storage';
import { apiError, mockApi, sentRequests } from '../../../test/mock-api';
import { makeProviderProfile } from '../../../test/people';
import { makeAccount, renderRoutes } from '../../../test/render';
import { ProviderProfilePage } from './provider-profile-page';

const profile = makeProviderProfile();

function renderPage(viewerId: number, answer: () => ProviderProfile | Response) {
  setToken({ token: 't', expires: Date.now() + 3_600_000 });
  mockApi.get('/providers/:id/profile', answer);
  renderRoutes({
    at: '/providers/5/profile',
    account: makeAccount([Role.provider], { id: viewerId }),
    routes: [{ path: '/providers/:id/profile', element: <ProviderProfilePage /> }],
  });
}

describe('provider profile page', () => {
  test('F50 another provider’s profile loads read-only; the provider’s own is editable', async () => {
    renderPage(9, () => profile);
    expect(await screen.findByRole('heading', { name: 'Nia Reyes' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change photo' })).toBeNull();
    expect(sentRequests('/providers/5/profile')).toHaveLength(1);
  });

  test('F50 the provider’s own profile offers its edits', async () => {
    renderPage(5, () => profile);
    expect(await screen.findByRole('button', { name: 'Change photo' })).toBeTruthy();
  });

  test('F50 a failed load says so, and "Try again" loads the profile', async () => {
    let answers = 0;
    renderPage(9, () =>
      ++answers === 1 ? apiError(500, { code: 'INTERNAL', errorMessage: 'Down' }) : profile,
    );
    const error = await screen.findByTestId(TestId.loadError);
    expect(error.textContent).toContain('We could not load this profile');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Nia Reyes' })).toBeTruthy();
  });
});
