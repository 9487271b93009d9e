import { Notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { SummaryMessages as M, type EncounterSummary } from '@clinicall/shared/notes/summaries';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { overlaysMounted } from '../../../components/ui/overlay-host';
import { setToken } from '../../../lib/auth/auth-storage';
import { draftKey } from '../../../lib/drafts';
import { mockApi, sentRequests } from '../../../test/mock-api';
import { makeEncounterSummary } from '../../../test/notes';
import { LocationProbe, makeAccount, renderRoutes } from '../../../test/render';
import { NotesWizardPage } from './notes-wizard-page';

beforeAll(() => overlaysMounted());
beforeEach(() => sessionStorage.clear());

const summary = (overrides: Partial<EncounterSummary> = {}) =>
  makeEncounterSummary({ chiefComplaint: 'Headache', editable: true, ...overrides });

const provider = makeAccount([Role.provider]);
/** The tab's stored note of encounter 5, keyed by the provider writing it (issue 19 path 9). */
const NOTE_KEY = draftKey(provider.id, 'note.5');

function renderWizard(step: string, answer = summary()) {
  setToken({ token: 't', expires: Date.now() + 3_600_000 });
  mockApi.get('/encounters/:id/summary', () => answer);
  const view = renderRoutes({
    at: `/post-encounter/notes/${step}?encounterId=5`,
    account: provider,
    routes: [
      {
        // The toasts outlive the wizard: a failure is told after it has moved on.
        element: (
          <>
            <Outlet />
            <Notifications />
          </>
        ),
        children: [
          { path: '/post-encounter/notes/:step', element: <NotesWizardPage /> },
          { path: '*', element: <LocationProbe /> },
        ],
      },
    ],
  });
  return { user: userEvent.setup(), ...view };
}

describe('post-encounter notes wizard', () => {
  test('E39 E40 E44 step one takes the evaluations and plan, kept in the tab when going on', async () => {
    const { user, router } = renderWizard('first');
    expect(await screen.findByText('Edit and Complete')).toBeTruthy();
    await user.type(await screen.findByTestId(TestId.notesSubjective), 'Tired');
    await user.type(screen.getByTestId(TestId.notesObjective), 'BP 120/80');
    await user.type(screen.getByTestId(TestId.notesPlan), 'Rest');
    await user.click(screen.getByTestId(TestId.notesNext));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/post-encounter/notes/second'),
    );
    expect(JSON.parse(sessionStorage.getItem(NOTE_KEY)!)).toMatchObject({
      subjetiveEvaluation: 'Tired',
      objectiveEvaluation: 'BP 120/80',
      planOfTreatment: 'Rest',
    });
  });

  test('E41 a seventh diagnosis code cannot be added', async () => {
    const { user } = renderWizard('second');
    const add = await screen.findByTestId(TestId.notesAddCode);
    for (let i = 0; i < 5; i += 1) await user.click(add);
    expect(screen.getAllByTestId(TestId.notesCode)).toHaveLength(6);
    expect(screen.getByTestId(TestId.notesAddCode)).toHaveProperty('disabled', true);
  });

  test('E45 E46 the last step saves without empty codes, clears the stored form and says so', async () => {
    sessionStorage.setItem(
      NOTE_KEY,
      JSON.stringify({
        subjetiveEvaluation: 'Tired',
        objectiveEvaluation: '',
        planOfTreatment: 'Rest',
        diagnosisDescription: 'Fatigue',
        diagnosisCodes: ['R53.83', ''],
        cptDescription: '',
        cptCodes: [''],
      }),
    );
    mockApi.post('/encounters/:id/summary', () => summary({ written: true }));
    const { user, router } = renderWizard('third');
    await user.type(await screen.findByTestId(TestId.notesCode), '99213');
    await user.click(screen.getByTestId(TestId.notesNext));
    expect(await screen.findByText(M.updated)).toBeTruthy();
    const [sent] = sentRequests('/encounters/5/summary').filter((r) => r.method === 'POST');
    expect(await sent!.json()).toMatchObject({
      subjetiveEvaluation: 'Tired',
      diagnosisCodes: ['R53.83'],
      cptCodes: ['99213'],
    });
    expect(sessionStorage.getItem(NOTE_KEY)).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  test('E51 E46 saving a written summary PUTs it; a failure says "Something went wrong" and still moves on', async () => {
    mockApi.put('/encounters/:id/summary', () => new Response(null, { status: 500 }));
    const { user, router } = renderWizard('third', summary({ written: true }));
    await user.type(await screen.findByTestId(TestId.notesCode), '99213');
    await user.click(screen.getByTestId(TestId.notesNext));
    expect(await screen.findByText(M.failed)).toBeTruthy();
    const methods = sentRequests('/encounters/5/summary').map((r) => r.method);
    expect(methods).toContain('PUT');
    expect(methods).not.toContain('POST');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  test('E48 a provider who is not the lead reads that only the lead provider edits', async () => {
    renderWizard('first', summary({ editable: false }));
    expect(await screen.findByText(M.leadOnly)).toBeTruthy();
    expect(screen.queryByTestId(TestId.notesSubjective)).toBeNull();
  });
});
