import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import type * as ZonedTime from '../../../lib/zoned-time';
import { mockApi, sentRequests } from '../../../test/mock-api';
import { makeAccount, renderRoutes } from '../../../test/render';
import { ZoneNote } from './zone-note';
import { ZonePrompt } from './zone-prompt';

// The computer runs on Berlin time in every test here, whatever the machine's own zone.
vi.mock('../../../lib/zoned-time', async (importOriginal) => ({
  ...(await importOriginal<typeof ZonedTime>()),
  browserZone: () => 'Europe/Berlin',
}));
beforeEach(() => localStorage.clear());

const chicago = makeAccount([Role.provider], { id: 12, timeZone: 'America/Chicago' });

function renderFrame(account = chicago) {
  renderRoutes({
    at: '/',
    account,
    routes: [
      {
        path: '/',
        element: (
          <>
            <ZoneNote />
            <ZonePrompt />
          </>
        ),
      },
    ],
  });
  return userEvent.setup();
}

describe('issue 21: the account’s zone against the computer’s', () => {
  test('a Chicago account on a Berlin computer is told which zone, and asked, not switched', async () => {
    const user = renderFrame();
    expect(screen.getByTestId(TestId.zoneNote).textContent).toContain(
      'Times in Central Time (Chicago)',
    );
    expect(screen.getByTestId(TestId.zonePrompt).textContent).toContain(
      'Your computer is set to Berlin time; your account uses Chicago time',
    );
    await user.click(screen.getByTestId(TestId.zonePromptKeep));
    expect(screen.queryByTestId(TestId.zonePrompt)).toBeNull();
    expect(sentRequests('/account/timeZone')).toHaveLength(0);
  });

  test('kept once, the same browser zone is not asked about again', () => {
    localStorage.setItem('clinicall.zone-asked.12', 'Europe/Berlin');
    renderFrame();
    expect(screen.queryByTestId(TestId.zonePrompt)).toBeNull();
    expect(screen.getByTestId(TestId.zoneNote)).toBeTruthy();
  });

  test('Switch sends the browser’s zone as the user’s own change', async () => {
    mockApi.put('/account/timeZone', () => ({ ...chicago, timeZone: 'Europe/Berlin' }));
    const user = renderFrame();
    await user.click(screen.getByTestId(TestId.zonePromptSwitch));
    await waitFor(() => expect(sentRequests('/account/timeZone')).toHaveLength(1));
    expect(await sentRequests('/account/timeZone')[0]!.json()).toEqual({
      timeZone: 'Europe/Berlin',
    });
  });

  test('an assistant acting for the provider is neither asked nor offered the change', () => {
    renderFrame({
      ...chicago,
      actingAssistant: { id: 3, firstName: 'Jordan', lastName: 'Lee' },
    });
    expect(screen.getByTestId(TestId.zoneNote).textContent).toContain('Central Time (Chicago)');
    expect(screen.queryByTestId(TestId.zonePrompt)).toBeNull();
    expect(screen.queryByTestId(TestId.zoneChangeOpen)).toBeNull();
  });

  test('an account on the computer’s own zone shows no note and no question', () => {
    renderFrame(makeAccount([Role.patient], { timeZone: 'Europe/Berlin' }));
    expect(screen.queryByTestId(TestId.zoneNote)).toBeNull();
    expect(screen.queryByTestId(TestId.zonePrompt)).toBeNull();
  });
});
