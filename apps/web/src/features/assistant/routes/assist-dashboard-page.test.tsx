import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { AssistedProvider, AssistedProviderPage } from '@clinicall/shared/identity';
import { Messages } from '@clinicall/shared/messages';
import { Role } from '@clinicall/shared/roles';
import { getAssistantToken, getValidToken, setToken } from '../../../lib/auth/auth-storage';
import { apiError, mockApi, sentRequests } from '../../../test/mock-api';
import { LocationProbe, makeAccount, renderRoutes } from '../../../test/render';
import { AssistDashboardPage } from './assist-dashboard-page';

const provider = (id: number, firstName: string, lastName: string): AssistedProvider => ({
  id,
  email: `${firstName.toLowerCase()}@example.org`,
  firstName,
  lastName,
  primarySpecialty: 'Cardiology',
  imagePath: null,
});

const onePage = (...content: AssistedProvider[]): AssistedProviderPage => ({
  content,
  last: true,
  totalElements: content.length,
});

const assistantToken = { token: 'assistant', expires: Date.now() + 3_600_000 };
const providerToken = { token: 'provider', expires: Date.now() + 3_600_000 };

/** Serves the provider list; `pages` answers by the requested page number and search. */
function renderPage(pages: (page: number, search: string | null) => AssistedProviderPage) {
  setToken(assistantToken);
  mockApi.get('/assistant/providers', ({ request }) => {
    const query = new URL(request.url).searchParams;
    return pages(Number(query.get('page')), query.get('search'));
  });
  renderRoutes({
    at: '/assist-dashboard',
    account: makeAccount([Role.assistant]),
    routes: [
      { path: '/assist-dashboard', element: <AssistDashboardPage /> },
      { path: '/', element: <LocationProbe /> },
    ],
  });
  return userEvent.setup();
}

const providerRequests = () => sentRequests('/assistant/providers');

describe('assistant dashboard', () => {
  test('A54 providers load page by page with Load more while last is false', async () => {
    const user = renderPage((page) =>
      page === 0
        ? { content: [provider(1, 'Ann', 'Lee')], last: false, totalElements: 2 }
        : { content: [provider(2, 'Bo', 'Kim')], last: true, totalElements: 2 },
    );
    expect(await screen.findByText('Dr. Ann Lee')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Dr. Bo Kim')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(new URL(providerRequests()[1]?.url ?? '').searchParams.get('page')).toBe('1');
  });

  test('A55 the search is sent to the server after the debounce', async () => {
    const user = renderPage((_page, search) =>
      search === null ? onePage(provider(1, 'Ann', 'Lee')) : onePage(),
    );
    await screen.findByText('Dr. Ann Lee');
    await user.type(screen.getByLabelText(/Search providers/), 'Zed Q');
    expect(
      await screen.findByText(Messages.assistant.noProviders, {}, { timeout: 2000 }),
    ).toBeTruthy();
    expect(new URL(providerRequests()[1]?.url ?? '').searchParams.get('search')).toBe('Zed Q');
  });

  test('A56 I33 Next waits for a choice and Cancel clears it', async () => {
    const user = renderPage(() => onePage(provider(1, 'Ann', 'Lee')));
    const next = screen.getByRole<HTMLButtonElement>('button', { name: 'Next' });
    expect(next.disabled).toBe(true);
    await user.click(await screen.findByRole('radio', { name: /Ann Lee/ }));
    expect(next.disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(next.disabled).toBe(true);
  });

  test('A57 A58 A59 confirming swaps in the provider token, keeps the assistant one and opens the dashboard', async () => {
    mockApi.get('/assistant/authenticate/:providerId', () => providerToken);
    const user = renderPage(() => onePage(provider(9, 'Ann', 'Lee')));
    await user.click(await screen.findByRole('radio', { name: /Ann Lee/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/');
    expect(sentRequests('/assistant/authenticate/9')).toHaveLength(1);
    expect(getValidToken()).toEqual(providerToken);
    expect(getAssistantToken()).toEqual(assistantToken);
  });

  test('A60 H2 a refusal shows the error level with the detail; Try again returns to the confirm level', async () => {
    mockApi.get('/assistant/authenticate/:providerId', () =>
      apiError(403, { code: 'FORBIDDEN', errorMessage: Messages.assistant.notLinked }),
    );
    const user = renderPage(() => onePage(provider(9, 'Ann', 'Lee')));
    await user.click(await screen.findByRole('radio', { name: /Ann Lee/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByText(Messages.generic.error)).toBeTruthy());
    expect(screen.getByText(Messages.assistant.notLinked)).toBeTruthy();
    expect(getAssistantToken()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Confirm' })).toBeTruthy();
  });
});
