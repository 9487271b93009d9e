import { Notifications, notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { ClinicSummary } from '@clinicall/shared/clinic';
import type { AttachmentPage, PatientAttachment } from '@clinicall/shared/patient-attachments';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { overlaysMounted } from '../../../components/ui/overlay-host';
import { setToken } from '../../../lib/auth/auth-storage';
import { apiError, mockApi, sentRequests } from '../../../test/mock-api';
import { makeClinic } from '../../../test/people';
import { makeAccount, renderRoutes } from '../../../test/render';
import { PatientAttachmentsTab } from './patient-attachments-tab';

beforeAll(() => overlaysMounted());
// Toasts live in one store; another test's 9-second toast must not show here.
beforeEach(() => notifications.clean());

const clinic = makeClinic({ allowPatientAttachment: true });

/** The first answer of a test waits longer: a busy machine renders the tab's first paint slowly. */
const soon = { timeout: 5000 };

/** The texts of the attachment toasts on screen, oldest first. */
const attachmentToasts = async () =>
  (await screen.findAllByTestId(TestId.attachmentError)).map((toast) => toast.textContent.trim());

const attachment = (id: number, fileName: string, extra: Partial<PatientAttachment> = {}) =>
  ({
    id,
    fileName,
    savedFileName: `patient-attachments/${id}`,
    fileType: 'pdf',
    size: 1000,
    uploadedDate: '2026-11-20T15:00:00.000Z',
    uploadedBy: 'Paula Provider',
    uploadedByEmail: 'paula@example.org',
    attachedTo: 'GENERAL',
    relatedEntityId: 42,
    ...extra,
  }) satisfies PatientAttachment;

const page = (content: PatientAttachment[], last = true): AttachmentPage => ({
  content,
  last,
  totalElements: content.length,
});

function renderTab(
  viewer: 'provider' | 'patient',
  options: { clinic?: ClinicSummary | null } = {},
) {
  setToken({ token: 't', expires: Date.now() + 3_600_000 });
  renderRoutes({
    at: '/tab',
    account: makeAccount([viewer === 'provider' ? Role.provider : Role.patient], {
      timeZone: 'America/New_York',
    }),
    routes: [
      {
        path: '/tab',
        element: (
          <>
            <PatientAttachmentsTab
              patientId={42}
              viewer={viewer}
              clinic={options.clinic === undefined ? clinic : options.clinic}
            />
            <Notifications />
          </>
        ),
      },
    ],
  });
  return userEvent.setup();
}

function providerSees(answer: AttachmentPage | Response, types: string[] = ['pdf']) {
  mockApi.get('/attachment/hasForbiddenAttach', () => ({
    forbidden: false,
    joinRequestSent: false,
  }));
  mockApi.get('/attachment/search', () => answer);
  mockApi.get('/attachment/fileTypes', () => types);
}

const searchParams = () =>
  sentRequests('/attachment/search').map((r) => Object.fromEntries(new URL(r.url).searchParams));

describe('listing', () => {
  test('F53 F54 H10 rows show file name, uploader and date (MM/DD/YYYY) in the viewer’s zone, 20 per page', async () => {
    providerSees(
      page([
        attachment(1, 'Blood test.pdf'),
        attachment(2, 'Knee.dcm', { fileType: 'dcm', uploadedBy: 'Pat Patient' }),
      ]),
    );
    renderTab('provider');
    const rows = await screen.findAllByTestId(TestId.attachmentRow, {}, soon);
    // The last two cells show from tablet width up; on a phone the name's cell repeats them.
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Paula Provider', '11/20/2026'],
      ['Pat Patient', '11/20/2026'],
    ]);
    expect(within(rows[0]!).getByRole('button').textContent).toBe('Blood test.pdf');
    expect(within(rows[1]!).getByText('Pat Patient · 11/20/2026')).toBeTruthy();
    expect(searchParams()[0]).toEqual({
      patientId: '42',
      page: '0',
      size: '20',
      sort: 'uploadedDate',
      direction: 'desc',
    });
  });

  test('F55 an empty list says "There are no attachments for this user currently"', async () => {
    providerSees(page([]));
    renderTab('provider');
    expect((await screen.findByTestId(TestId.attachmentsEmpty, {}, soon)).textContent).toContain(
      'There are no attachments for this user currently',
    );
  });

  test('F53 a column header sorts by it, and again reverses the order', async () => {
    providerSees(page([attachment(1, 'a.pdf')]), ['pdf', 'xlsx']);
    const user = renderTab('provider');
    await screen.findAllByTestId(TestId.attachmentRow, {}, soon);
    await user.click(screen.getByRole('button', { name: /File name/ }));
    await waitFor(() =>
      expect(searchParams().at(-1)).toMatchObject({ sort: 'fileName', direction: 'asc' }),
    );
    await user.click(screen.getByRole('button', { name: /File name/ }));
    await waitFor(() =>
      expect(searchParams().at(-1)).toMatchObject({ sort: 'fileName', direction: 'desc' }),
    );
    await user.click(screen.getByRole('button', { name: /Uploaded by/ }));
    await waitFor(() =>
      expect(searchParams().at(-1)).toMatchObject({ sort: 'uploadedBy', direction: 'asc' }),
    );
  });

  test('F53 search waits 500 ms after typing; the type filter narrows the list', async () => {
    providerSees(page([attachment(1, 'a.pdf')]), ['pdf', 'xlsx']);
    const user = renderTab('provider');
    await screen.findAllByTestId(TestId.attachmentRow, {}, soon);
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'lab');
    await waitFor(() => expect(searchParams().at(-1)).toMatchObject({ search: 'lab' }), {
      timeout: 5000,
    });
    expect(
      searchParams()
        .filter((p) => p.search !== undefined)
        .map((p) => p.search),
    ).toEqual(['lab']);

    const typeFilter = screen.getByTestId(TestId.attachmentsTypeFilter);
    await user.click(typeFilter);
    await user.click(await screen.findByRole('option', { name: '.xlsx', hidden: true }));
    await waitFor(() =>
      expect(searchParams().at(-1)).toMatchObject({ fileType: 'xlsx', search: 'lab' }),
    );
  });

  test('F56 a patient uses the patient calls and never the provider ones', async () => {
    mockApi.get('/attachment/patient/search', () => page([attachment(5, 'Mine.pdf')]));
    mockApi.get('/attachment/patient/fileTypes', () => ['pdf']);
    renderTab('patient');
    expect(await screen.findByText('Mine.pdf')).toBeTruthy();
    expect(sentRequests('/attachment/search')).toHaveLength(0);
    expect(sentRequests('/attachment/hasForbiddenAttach')).toHaveLength(0);
  });

  test('F58 failing file types show "Something went wrong getting data types" for 9 seconds', async () => {
    providerSees(page([]));
    mockApi.get('/attachment/fileTypes', () => HttpResponse.json({}, { status: 500 }));
    renderTab('provider');
    expect(await screen.findByText('Something went wrong getting data types')).toBeTruthy();
  });

  test('F9 B24 with the clinic’s switch off the tab calls nothing and says so', async () => {
    renderTab('provider', { clinic: makeClinic({ allowPatientAttachment: false }) });
    expect(await screen.findByText('Attachments are turned off for this clinic.')).toBeTruthy();
    expect(sentRequests()).toHaveLength(0);
  });
});

describe('forbidden', () => {
  test('F57 F61 a provider kept out sees the forbidden state; Send becomes "request sent"', async () => {
    mockApi.get('/attachment/hasForbiddenAttach', () => ({
      forbidden: true,
      joinRequestSent: false,
    }));
    mockApi.post('/attachment/joinRequest', () => ({ forbidden: true, joinRequestSent: true }));
    const user = renderTab('provider');
    expect(await screen.findByTestId(TestId.attachmentsForbidden)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const sent = await screen.findByRole('button', { name: 'request sent' });
    expect((sent as HTMLButtonElement).disabled).toBe(true);
    expect(await sentRequests('/attachment/joinRequest')[0]!.json()).toEqual({ patientId: 42 });
    expect(sentRequests('/attachment/search')).toHaveLength(0);
  });

  test('F57 a 403 on the list shows the forbidden state', async () => {
    mockApi.get('/attachment/patient/search', () =>
      apiError(403, {
        code: 'FORBIDDEN',
        errorMessage: 'You are not allowed to access this resource.',
      }),
    );
    mockApi.get('/attachment/patient/fileTypes', () => []);
    renderTab('patient');
    expect(await screen.findByTestId(TestId.attachmentsForbidden)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });
});

describe('uploading', () => {
  const pdf = (name = 'Lab.pdf') => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });

  test('F52 several files go in one request with the patient and clinic, and the list reloads', async () => {
    providerSees(page([]));
    mockApi.post('/patients/attachments', () =>
      HttpResponse.json([attachment(9, 'Lab.pdf'), attachment(10, 'Scan.pdf')], { status: 201 }),
    );
    const user = renderTab('provider');
    await screen.findByTestId(TestId.attachmentsEmpty, {}, soon);
    await user.upload(screen.getByTestId(TestId.attachmentsUploadInput), [pdf(), pdf('Scan.pdf')]);
    await waitFor(() => expect(sentRequests('/patients/attachments')).toHaveLength(1));
    const request = sentRequests('/patients/attachments')[0]!;
    expect(new URL(request.url).search).toBe(`?patientId=42&clinicId=${clinic.id}`);
    // jsdom's files lose their names on the way through the request stub (they arrive as "blob");
    // the Playwright journey checks the names a real browser sends.
    const form = await request.formData();
    expect(form.getAll('files')).toHaveLength(2);
    await waitFor(() => expect(searchParams().length).toBeGreaterThan(1));
  });

  test('F58 H1 a refused upload shows the server’s text, another failure the generic one, both as the 9-second attachment toast', async () => {
    providerSees(page([]));
    mockApi.post('/patients/attachments', () =>
      apiError(415, {
        code: 'FILE_TYPE_REFUSED',
        errorMessage: 'This type of file is not accepted.',
      }),
    );
    const user = renderTab('provider');
    await screen.findByTestId(TestId.attachmentsEmpty, {}, soon);
    await user.upload(screen.getByTestId(TestId.attachmentsUploadInput), pdf());
    expect(await attachmentToasts()).toEqual(['This type of file is not accepted.']);
    mockApi.post('/patients/attachments', () => HttpResponse.json({}, { status: 500 }));
    await user.upload(screen.getByTestId(TestId.attachmentsUploadInput), pdf());
    await waitFor(async () =>
      expect(await attachmentToasts()).toEqual([
        'This type of file is not accepted.',
        'Something went wrong',
      ]),
    );
  });

  test('F59 H1 a file over 35MB or 100MB in total is refused before sending, with the spec’s texts in the attachment toast', async () => {
    providerSees(page([]));
    const user = renderTab('provider');
    await screen.findByTestId(TestId.attachmentsEmpty, {}, soon);
    const sized = (size: number, name: string) => {
      const file = pdf(name);
      Object.defineProperty(file, 'size', { value: size });
      return file;
    };
    await user.upload(
      screen.getByTestId(TestId.attachmentsUploadInput),
      sized(35_000_001, 'big.pdf'),
    );
    expect(await attachmentToasts()).toEqual([
      'The selected file exceeds the maximum size allowed of 35MB',
    ]);
    await user.upload(
      screen.getByTestId(TestId.attachmentsUploadInput),
      [1, 2, 3].map((n) => sized(34_000_000, `part${n}.pdf`)),
    );
    await waitFor(async () =>
      expect(await attachmentToasts()).toEqual([
        'The selected file exceeds the maximum size allowed of 35MB',
        'The total files size exceeds the maximum size allowed of 100MB',
      ]),
    );
    expect(sentRequests('/patients/attachments')).toHaveLength(0);
  });

  test('F60 the DICOM modal keeps only the .dcm files of a searched folder and uploads them', async () => {
    providerSees(page([]));
    mockApi.post('/patients/attachments', () =>
      HttpResponse.json([attachment(11, 'IM0001.dcm', { fileType: 'dcm' })], { status: 201 }),
    );
    const user = renderTab('provider');
    await screen.findByTestId(TestId.attachmentsEmpty, {}, soon);
    await user.click(screen.getByTestId(TestId.dicomOpen));
    const folder = await screen.findByTestId(TestId.dicomFolderInput);
    expect(folder.hasAttribute('webkitdirectory')).toBe(true);
    const files = [
      new File(['DICM'], 'IM0001.dcm'),
      new File(['x'], 'AUTORUN.INF'),
      new File(['DICM'], 'IM0002.DCM'),
    ];
    act(() => {
      fireEvent.change(folder, { target: { files } });
    });
    expect(await screen.findByText(/1 file that is not a \.dcm file was left out/)).toBeTruthy();
    await user.click(screen.getByTestId(TestId.dicomUpload));
    await waitFor(() => expect(sentRequests('/patients/attachments')).toHaveLength(1));
    const form = await sentRequests('/patients/attachments')[0]!.formData();
    expect(form.getAll('files')).toHaveLength(2);
  });
});
