import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { SignupMessages } from '@clinicall/shared/signup/messages';
import { apiError, mockApi, sentRequests } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';
import { JoinClinicPage } from './join-clinic-page';

const slow = { timeout: 5000 };

const renderJoin = (at = '/join-clinic?token=tok&type=JOIN&patientId=7') =>
  renderRoutes({ at, routes: [{ path: '/join-clinic', element: <JoinClinicPage /> }] });

describe('join clinic page', () => {
  test('F131 a join link thanks the patient for joining the clinic', async () => {
    mockApi.get('/joinClinic', () => ({ clinicName: 'Bayview' }));
    renderJoin();
    expect(await screen.findByText(SignupMessages.joined('Bayview'), {}, slow)).toBeTruthy();
    expect(sentRequests('/joinClinic')).toHaveLength(1);
  });

  test('F131 issue 19 path 1: a family request names the member the head just accepted', async () => {
    mockApi.get('/joinClinic', () => ({ clinicName: 'Bayview', familyMemberName: 'Kid Diaz' }));
    renderJoin();
    expect(
      await screen.findByText(SignupMessages.familyMemberJoined('Kid Diaz', 'Bayview'), {}, slow),
    ).toBeTruthy();
  });

  test('F132 a failed join says so', async () => {
    mockApi.get('/joinClinic', () =>
      apiError(409, { code: 'INVITATION_USED', errorMessage: SignupMessages.linkUsed }),
    );
    renderJoin();
    expect(await screen.findByText(SignupMessages.joinFailed, {}, slow)).toBeTruthy();
  });
});
