import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  BulkResultMessages,
  CsvMessages,
  InviteMessages,
} from '@clinicall/shared/invitations/messages';
import { TestId } from '@clinicall/shared/test-ids';
import { overlaysMounted } from '../../../components/ui/overlay-host';
import { apiError, mockApi, sentRequests } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';
import { InvitePanel } from './invite-panel';

beforeAll(() => overlaysMounted());

function renderPanel() {
  renderRoutes({
    at: '/',
    routes: [
      {
        path: '/',
        element: (
          <>
            <Notifications />
            <ModalsProvider />
            <InvitePanel />
          </>
        ),
      },
    ],
  });
}

const slow = { timeout: 5000 };

const type = (id: string, text: string) => userEvent.type(screen.getByTestId(id), text);

describe('invite by form', { timeout: 60_000 }, () => {
  test('F66–F69 an empty form shows each required message', async () => {
    renderPanel();
    await userEvent.click(screen.getByTestId(TestId.inviteSubmit));
    expect(screen.getByText(InviteMessages.firstNameRequired)).toBeTruthy();
    expect(screen.getByText(InviteMessages.lastNameRequired)).toBeTruthy();
    expect(screen.getByText(InviteMessages.emailRequired)).toBeTruthy();
    expect(screen.getByText(InviteMessages.dateRequired)).toBeTruthy();
    await type(TestId.inviteEmail, 'nope');
    await type(TestId.inviteDateOfBirth, '02302001');
    await userEvent.click(screen.getByTestId(TestId.inviteSubmit));
    expect(screen.getByText(InviteMessages.emailInvalid)).toBeTruthy();
    expect(screen.getByText(InviteMessages.dateFormat)).toBeTruthy();
    expect(screen.getByTestId<HTMLInputElement>(TestId.inviteDateOfBirth).value).toBe('02/30/2001');
    expect(sentRequests('/patientInvite')).toHaveLength(0);
  });

  test('F70 F71 F72 issue 19 path 1: a used e-mail prompts for a family member; the answer says the holder must accept', async () => {
    let calls = 0;
    mockApi.post('/patientInvite', () => {
      calls += 1;
      return calls === 1
        ? apiError(409, {
            code: 'INVITE_EMAIL_IS_PATIENT',
            errorMessage: InviteMessages.emailInUse,
          })
        : { outcome: 'familyMemberRequested', email: 'sam@example.com' };
    });
    renderPanel();
    await type(TestId.inviteFirstName, 'Mia');
    await type(TestId.inviteLastName, 'Jones');
    await type(TestId.inviteEmail, 'sam@example.com');
    await type(TestId.inviteDateOfBirth, '07302016');
    await type(TestId.invitePhone, '5551234567');
    expect(screen.getByTestId<HTMLInputElement>(TestId.invitePhone).value).toBe('(555) 123-4567');
    await userEvent.click(screen.getByTestId(TestId.inviteSubmit));
    expect((await screen.findByTestId(TestId.inviteFamilyPrompt, {}, slow)).textContent).toContain(
      InviteMessages.emailInUse,
    );
    await userEvent.click(screen.getByText('Add family member'));
    // Issue 19 path 1: the account holder must accept first, and the form says so.
    expect(await screen.findByText(InviteMessages.familyMemberRequested, {}, slow)).toBeTruthy();
    expect(screen.getByText(InviteMessages.familyMemberRequestedNext)).toBeTruthy();
    const bodies = await Promise.all(sentRequests('/patientInvite').map((r) => r.json()));
    expect(bodies[0]).toMatchObject({
      gender: 'male',
      dateOfBirth: '2016-07-30',
      telephoneNumber: '5551234567',
    });
    expect(bodies[1]).toMatchObject({ asFamilyMember: true });
  });
});

const csvFile = (text: string, name = 'patients.csv') =>
  new File([text], name, { type: name.endsWith('.csv') ? 'text/csv' : 'text/plain' });

describe('invite by CSV', { timeout: 60_000 }, () => {
  test('F73–F83 each file problem shows the spec’s message; Create Accounts waits for a valid file', async () => {
    renderPanel();
    await userEvent.click(screen.getByTestId(TestId.inviteCsvTab));
    const create = await screen.findByTestId(TestId.csvCreate, {}, slow);
    expect((create as HTMLButtonElement).disabled).toBe(true);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const upload = (text: string, name?: string) => {
      fireEvent.change(input, { target: { files: [csvFile(text, name)] } });
    };
    upload('a,b,c@example.com,male,01/02/1990', 'people.txt');
    expect(await screen.findByText(CsvMessages.csvOnly, {}, slow)).toBeTruthy();
    upload(Array.from({ length: 301 }, (_, i) => `a,b,c${i}@example.com,m,01/02/1990`).join('\n'));
    expect(await screen.findByText(CsvMessages.tooManyRows, {}, slow)).toBeTruthy();
    upload(
      'First Name,Last Name,Email,Gender,Date Of Birth\na,b,c@example.com,m\nd,e,f@example.com,x,1/1/1990',
    );
    expect(
      await screen.findByText(CsvMessages.rowInvalid(2, CsvMessages.dataMissing), {}, slow),
    ).toBeTruthy();
    // F76: parsing stops at a row without its five columns.
    expect(screen.queryByText(CsvMessages.rowInvalid(3, CsvMessages.genderInvalid))).toBeNull();
    expect(screen.getByText(CsvMessages.fixAndRetry)).toBeTruthy();
    upload('\n\n');
    expect(await screen.findByText(CsvMessages.nothingUsable, {}, slow)).toBeTruthy();
    expect((create as HTMLButtonElement).disabled).toBe(true);
  });

  test('F84 F85 F86 H3 a valid file posts its rows and shows the result groups in the show-table dialog', async () => {
    mockApi.post('/patientBulkRegister', () => ({
      createdAccounts: ['new@example.com'],
      invitedToClinic: [],
      alreadyHaveAccountAtThisClinic: ['old@example.com'],
      failedToCreateAccountForEmails: ['staff@example.com'],
      familyMembers: [],
    }));
    renderPanel();
    await userEvent.click(screen.getByTestId(TestId.inviteCsvTab));
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: {
        files: [
          csvFile(
            ' Ann ,Lee,NEW@example.com,F,12/25/1990\nBo,Ng,old@example.com,male,1990-01-02\n',
          ),
        ],
      },
    });
    expect(await screen.findByText(CsvMessages.valid, {}, slow)).toBeTruthy();
    await userEvent.click(screen.getByTestId(TestId.csvCreate));
    const result = await screen.findByTestId(TestId.bulkResult, {}, slow);
    expect(result.textContent).toContain(BulkResultMessages.alreadyHaveAccount);
    expect(result.textContent).toContain(BulkResultMessages.failed);
    expect(result.textContent).toContain(`${BulkResultMessages.created} (1)`);
    const rows = within(result)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows.filter((cells) => cells.length > 0)).toEqual([
      ['old@example.com', 'Already a patient of this clinic'],
      ['staff@example.com', 'Account not created'],
      ['new@example.com', 'Account created, invitation sent'],
    ]);
    expect(await screen.findByText(InviteMessages.bulkSent, {}, slow)).toBeTruthy();
    const [sent] = sentRequests('/patientBulkRegister');
    expect(await sent!.json()).toEqual([
      {
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'new@example.com',
        gender: 'female',
        dateOfBirth: '1990-12-25',
      },
      {
        firstName: 'Bo',
        lastName: 'Ng',
        email: 'old@example.com',
        gender: 'male',
        dateOfBirth: '1990-01-02',
      },
    ]);
    await waitFor(() =>
      expect(screen.getByTestId<HTMLButtonElement>(TestId.csvCreate).disabled).toBe(true),
    );
  });
});
