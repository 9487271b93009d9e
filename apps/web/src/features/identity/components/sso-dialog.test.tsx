import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { SsoMessages } from '@clinicall/shared/sso';
import { mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';
import { LoginPage } from '../routes/login-page';

function openSsoDialog() {
  mockApi.get('/sso/domains', () => ({ domains: ['acme.org'] }));
  renderRoutes({ at: '/login', routes: [{ path: '/login', element: <LoginPage /> }] });
  const user = userEvent.setup();
  return { user, open: () => user.click(screen.getByRole('button', { name: 'Sign in with SSO' })) };
}

// Opening a modal and typing take long on a loaded machine; the tests wait on conditions only.
describe('SSO filter dialog', { timeout: 40_000 }, () => {
  test('A21 A22 the login page offers SSO; the dialog requires an e-mail', async () => {
    const { user, open } = openSsoDialog();
    await open();
    const dialog = await screen.findByRole('dialog', { name: 'Sign in with SSO' });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(dialog.textContent).toContain(SsoMessages.emailRequired);
  });

  test('A23 a domain outside the configured list shows the error and does not start SSO', async () => {
    const { user, open } = openSsoDialog();
    await open();
    const dialog = await screen.findByRole('dialog', { name: 'Sign in with SSO' });
    await user.click(within(dialog).getByRole('textbox', { name: /E-mail/ }));
    await user.paste('jane@other.org');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText(SsoMessages.noSso)).toBeTruthy();
    expect(SsoMessages.noSso).toBe('Your organization does not have SSO with Clinicall.');
    expect(dialog.isConnected).toBe(true);
  });
});
