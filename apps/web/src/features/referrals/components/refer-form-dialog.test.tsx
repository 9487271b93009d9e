import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { apiError, mockApi, sentRequests } from '../../../test/mock-api';
import { sentReferral } from '../../../test/refer';
import { makeAccount, renderRoutes } from '../../../test/render';
import { ReferFormDialog } from './refer-form-dialog';

function renderDialog(patient: { id: number; name?: string } = { id: 12, name: 'Sam Jones' }) {
  renderRoutes({
    at: '/',
    account: makeAccount([Role.provider]),
    routes: [
      {
        path: '/',
        element: (
          <ReferFormDialog
            opened
            onClose={() => undefined}
            patient={patient}
            provider={{ id: 2, name: 'Hana Sato' }}
          />
        ),
      },
    ],
  });
  // The picker's accept list is the first check; the dialog's own check is tested past it.
  return userEvent.setup({ applyAccept: false });
}

const pdf = (name = 'results.pdf') => new File(['%PDF-1.4 lab'], name, { type: 'application/pdf' });

async function writeNote(user: ReturnType<typeof userEvent.setup>, note = 'Palpitations') {
  await user.type(await screen.findByRole('textbox', { name: /Note/ }), note);
}

describe('the referral form (F93, H2)', () => {
  test('F93 H2 creates the referral with POST /referrals, then sends its files with POST /referrals/attach for that referral; the success level says so', async () => {
    mockApi.post('/referrals', () => sentReferral({ id: 31 }));
    mockApi.post('/referrals/attach', () => sentReferral({ id: 31 }));
    const user = renderDialog();
    const dialog = await screen.findByTestId(TestId.referDialog);
    expect(within(dialog).getByTestId(TestId.referPatient).textContent).toBe('Sam Jones');
    expect(within(dialog).getByTestId(TestId.referProvider).textContent).toBe('Hana Sato');
    await writeNote(user, '  Palpitations since May  ');
    await user.upload(screen.getByTestId(TestId.referFilesInput), [pdf(), pdf('ecg.pdf')]);
    expect(screen.getAllByTestId(TestId.referFile)).toHaveLength(2);
    await user.click(screen.getByTestId(TestId.referSubmit));

    expect((await screen.findByTestId(TestId.referSuccess)).textContent).toContain(
      'Your referral has been sent.',
    );
    expect(await sentRequests('/referrals')[0]!.json()).toEqual({
      patientId: 12,
      providerId: 2,
      note: 'Palpitations since May',
    });
    const [attach] = sentRequests('/referrals/attach');
    expect(new URL(attach!.url).search).toBe('?referralId=31');
    expect((await attach!.formData()).getAll('files')).toHaveLength(2);
  });

  test('F93 without files only POST /referrals is sent', async () => {
    mockApi.post('/referrals', () => sentReferral());
    const user = renderDialog();
    await writeNote(user);
    await user.click(screen.getByTestId(TestId.referSubmit));
    await screen.findByTestId(TestId.referSuccess);
    expect(sentRequests('/referrals/attach')).toHaveLength(0);
  });

  test('F93 the note is required: nothing is sent without one', async () => {
    const user = renderDialog();
    await user.click(await screen.findByTestId(TestId.referSubmit));
    expect(
      await screen.findByText('Write a note for the provider you refer the patient to.'),
    ).toBeTruthy();
    expect(sentRequests()).toHaveLength(0);
  });

  test('F93 H2 a refused referral shows the error level: "An error has occurred." and the server’s detail; Try again keeps the note', async () => {
    mockApi.post('/referrals', () =>
      apiError(404, {
        code: 'NOT_FOUND',
        errorMessage: 'This provider cannot receive referrals through the provider network.',
      }),
    );
    const user = renderDialog();
    await writeNote(user, 'Chest pain');
    await user.click(screen.getByTestId(TestId.referSubmit));
    const error = await screen.findByTestId(TestId.referError);
    expect(error.textContent).toContain('An error has occurred.');
    expect(error.textContent).toContain(
      'This provider cannot receive referrals through the provider network.',
    );
    await user.click(screen.getByTestId(TestId.referRetry));
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Note/ }).value).toBe(
      'Chest pain',
    );
  });

  test('F93 H2 a file the server refuses by content: the error names it, the referral stands, and trying again attaches without a second referral', async () => {
    mockApi.post('/referrals', () => sentReferral({ id: 40 }));
    let refuse = true;
    mockApi.post('/referrals/attach', () =>
      refuse
        ? apiError(415, {
            code: 'FILE_TYPE_REFUSED',
            errorMessage: 'This type of file is not accepted.',
          })
        : sentReferral({ id: 40 }),
    );
    const user = renderDialog();
    await writeNote(user);
    // A program renamed .pdf: its name passes the dialog's check, its bytes fail the server's.
    await user.upload(screen.getByTestId(TestId.referFilesInput), [pdf(), pdf('setup.pdf')]);
    await user.click(screen.getByTestId(TestId.referSubmit));
    const error = await screen.findByTestId(TestId.referError);
    expect(error.textContent).toContain('An error has occurred.');
    expect(error.textContent).toContain('This type of file is not accepted.');
    expect(screen.getByText('The referral was sent to Hana Sato without its files.')).toBeTruthy();

    await user.click(screen.getByTestId(TestId.referRetry));
    expect(screen.queryByRole('textbox', { name: /Note/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove setup.pdf' }));
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Attach files' }));
    await screen.findByTestId(TestId.referSuccess);
    expect(sentRequests('/referrals')).toHaveLength(1);
    const attaches = sentRequests('/referrals/attach');
    expect(attaches).toHaveLength(2);
    expect(new URL(attaches[1]!.url).search).toBe('?referralId=40');
    expect((await attaches[1]!.formData()).getAll('files')).toHaveLength(1);
  });

  test('F93 files of another type or over 35 MB are refused before anything is sent, with the server’s wording', async () => {
    const user = renderDialog();
    await writeNote(user);
    await user.upload(
      screen.getByTestId(TestId.referFilesInput),
      new File(['MZ'], 'tool.exe', { type: 'application/octet-stream' }),
    );
    expect(screen.getByTestId(TestId.referFileRefused).textContent).toBe(
      'This type of file is not accepted.',
    );
    const big = pdf('scan.pdf');
    Object.defineProperty(big, 'size', { value: 35_000_001 });
    await user.upload(screen.getByTestId(TestId.referFilesInput), big);
    expect(screen.getByTestId(TestId.referFileRefused).textContent).toBe(
      'The selected file exceeds the maximum size allowed of 35MB',
    );
    expect(screen.queryAllByTestId(TestId.referFile)).toHaveLength(0);
    expect(sentRequests()).toHaveLength(0);
  });

  test('F103 a patient in context by id is named from their profile', async () => {
    mockApi.get(
      '/patient/:id/profile',
      () =>
        // Only the name is read of the profile.
        ({ id: 12, firstName: 'Sam', lastName: 'Jones' }) as never,
    );
    renderDialog({ id: 12 });
    await waitFor(() =>
      expect(screen.getByTestId(TestId.referPatient).textContent).toBe('Sam Jones'),
    );
    expect(sentRequests('/patient/12/profile')).toHaveLength(1);
  });
});
