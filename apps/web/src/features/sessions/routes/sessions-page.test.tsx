import { ModalsProvider } from '@mantine/modals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test } from 'vitest';
import { Role } from '@clinicall/shared/roles';
import type { SessionInfo, SessionList } from '@clinicall/shared/sessions';
import { TestId } from '@clinicall/shared/test-ids';
import { overlaysMounted } from '../../../components/ui/overlay-host';
import { getValidToken, setToken } from '../../../lib/auth/auth-storage';
import { apiError, mockApi, sentRequests } from '../../../test/mock-api';
import { LocationProbe, makeAccount, renderRoutes } from '../../../test/render';
import { SessionsPage } from './sessions-page';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const session = (id: string, overrides: Partial<SessionInfo> = {}): SessionInfo => ({
  id,
  createdAt: '2026-11-21T09:00:00.000Z',
  lastSeenAt: minutesAgo(1),
  ip: '127.0.0.1',
  userAgent: null,
  current: false,
  actingAssistant: null,
  ...overrides,
});

const thisDevice = session('here', {
  current: true,
  userAgent:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
});
const phone = session('phone', {
  ip: '10.9.9.9',
  lastSeenAt: minutesAgo(5),
  userAgent: 'Mozilla/5.0 (Android 14; Mobile; rv:120.0) Gecko/120.0 Firefox/120.0',
});
const acted = session('acted', {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  actingAssistant: { id: 9, firstName: 'Jo', lastName: 'Lane' },
});

// The confirm dialogs open through the app's modal host, mounted here as the app mounts it.
beforeAll(() => overlaysMounted());

function renderPage(list: () => SessionList | Response, acting = false) {
  setToken({ token: 't', expires: Date.now() + 3_600_000 });
  mockApi.get('/account/sessions', list);
  renderRoutes({
    at: '/account/sessions',
    account: makeAccount([Role.provider], {
      actingAssistant: acting ? { id: 9, firstName: 'Jo', lastName: 'Lane' } : null,
    }),
    routes: [
      {
        path: '/account/sessions',
        element: (
          <>
            <SessionsPage />
            <ModalsProvider />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
  });
  return userEvent.setup();
}

const items = () => screen.findAllByTestId(TestId.sessionItem);

describe('active sessions page', () => {
  test('lists each session: browser and device, address, sign-in and last activity, this device, acting assistant', async () => {
    renderPage(() => [thisDevice, phone, acted]);
    const [here, other, assisted] = (await items()) as [HTMLElement, HTMLElement, HTMLElement];
    expect(here.textContent).toContain('Chrome 131 on macOS');
    expect(within(here).getByTestId(TestId.sessionCurrent).textContent).toBe('This device');
    expect(within(here).queryByTestId(TestId.sessionEnd)).toBeNull();
    expect(other.textContent).toContain('Firefox 120 on Android');
    expect(other.textContent).toContain('Address 10.9.9.9');
    expect(other.textContent).toMatch(/Signed in .*2026/);
    expect(other.textContent).toContain('Last active 5 minutes ago');
    expect(assisted.textContent).toContain('Assistant Jo Lane acts for you in this session.');
  });

  test('Sign out ends that one session and reads the list again', async () => {
    let sessions = [thisDevice, phone];
    mockApi.delete('/account/sessions/:id', ({ params }) => {
      sessions = sessions.filter((s) => s.id !== params.id);
    });
    const user = renderPage(() => sessions);
    const [, other] = (await items()) as [HTMLElement, HTMLElement];
    await user.click(within(other).getByRole('button', { name: /Sign out Firefox 120/ }));
    await waitFor(() => expect(screen.getAllByTestId(TestId.sessionItem)).toHaveLength(1));
    expect(sentRequests('/account/sessions/phone').map((r) => r.method)).toEqual(['DELETE']);
  });

  test('Sign out other sessions asks first, then ends every session but this one', async () => {
    let sessions = [thisDevice, phone, acted];
    mockApi.delete('/account/sessions/:id', ({ params }) => {
      sessions = sessions.filter((s) => s.id !== params.id);
    });
    const user = renderPage(() => sessions);
    await items();
    await user.click(screen.getByTestId(TestId.sessionsEndOthers));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Sign out the 2 other sessions of your account?');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out others' }));
    await waitFor(() => expect(screen.getAllByTestId(TestId.sessionItem)).toHaveLength(1));
    const ended = sentRequests()
      .filter((r) => r.method === 'DELETE')
      .map((r) => new URL(r.url).pathname);
    expect(ended.sort()).toEqual(['/api/account/sessions/acted', '/api/account/sessions/phone']);
    expect(screen.queryByTestId(TestId.sessionsEndOthers)).toBeNull();
  });

  test('Sign out everywhere, once confirmed, ends all sessions and shows sign-in here', async () => {
    mockApi.delete('/account/sessions', () => undefined);
    const user = renderPage(() => [thisDevice, phone]);
    await items();
    await user.click(screen.getByTestId(TestId.sessionsEndAll));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('this device included');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/login');
    expect(sentRequests('/account/sessions').map((r) => r.method)).toEqual(['GET', 'DELETE']);
    expect(getValidToken()).toBeNull();
  });

  test('Cancel in the dialog ends nothing', async () => {
    const user = renderPage(() => [thisDevice, phone]);
    await items();
    await user.click(screen.getByTestId(TestId.sessionsEndAll));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentRequests().filter((r) => r.method === 'DELETE')).toHaveLength(0);
  });

  test('a failed load shows the error with Try again', async () => {
    let fail = true;
    const user = renderPage(() =>
      fail
        ? apiError(503, { code: 'DATABASE_UNAVAILABLE', errorMessage: 'Briefly unavailable.' })
        : [thisDevice],
    );
    expect(await screen.findByText('We could not load your sessions')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await items()).toHaveLength(1);
  });

  test('an assistant acting as a provider is told to use their own account, and nothing is asked', async () => {
    renderPage(() => [thisDevice], true);
    expect(await screen.findByTestId(TestId.sessionsActing)).toBeTruthy();
    expect(sentRequests('/account/sessions')).toHaveLength(0);
  });
});
