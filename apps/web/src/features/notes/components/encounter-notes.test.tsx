import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { SummaryMessages as M } from '@clinicall/shared/notes/summaries';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { setToken } from '../../../lib/auth/auth-storage';
import { mockApi } from '../../../test/mock-api';
import { makeEncounterSummary } from '../../../test/notes';
import { makeAccount, renderRoutes } from '../../../test/render';
import { EncounterNotes } from './encounter-notes';

test('E47 E50 the encounter summary says "No data provided." without a chief complaint', async () => {
  setToken({ token: 't', expires: Date.now() + 3_600_000 });
  mockApi.get('/encounters/:id/summary', () => makeEncounterSummary());

  mockApi.get('/encounters/:id/questionnaires/', () => []);
  mockApi.get('/encounters/:id/files', () => []);
  renderRoutes({
    at: '/',
    account: makeAccount([Role.patient]),
    routes: [{ path: '/', element: <EncounterNotes encounterId={5} /> }],
  });
  expect((await screen.findByTestId(TestId.summaryNoData)).textContent).toBe(M.noData);
  // A patient reads it: no edit.
  expect(screen.queryByTestId(TestId.summaryEdit)).toBeNull();
});
