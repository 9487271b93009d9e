import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { mockApi } from '../../test/mock-api';
import { loggedUserOf } from '../../test/people';
import { makeAccount, renderRoutes } from '../../test/render';
import { HeaderBar } from './header-bar';

function renderHeader(role: Role, withToggle: boolean) {
  const account = makeAccount([role]);
  // The user menu shows the signed-in user's photo from their profile.
  mockApi.get('/getLoggedUser', () => loggedUserOf(account));
  renderRoutes({
    at: '/',
    account,
    routes: [
      {
        path: '/',
        element: <HeaderBar navOpened={false} onToggleNav={withToggle ? () => undefined : null} />,
      },
    ],
  });
}

test('A74 the messages icon is hidden for assistants', () => {
  renderHeader(Role.assistant, false);
  expect(screen.queryByTestId(TestId.messagesIcon)).toBeNull();
});

test('A74 providers see the messages icon', () => {
  renderHeader(Role.provider, true);
  expect(screen.getByTestId(TestId.messagesIcon).getAttribute('href')).toBe('/messages');
});

test('A75 without a toggle handler (assistants) no sidebar toggle is rendered', () => {
  renderHeader(Role.assistant, false);
  expect(screen.queryByTestId(TestId.sidebarToggle)).toBeNull();
});
