import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { RoomAccessMessages } from '@clinicall/shared/room-access/messages';
import { TestId } from '@clinicall/shared/test-ids';
import { apiError, mockApi, sentRequests } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';
import { mockConfigs, testConfigs } from '../../../test/site-configs';
import { RoomLinkPage } from './room-link-page';

const text = RoomAccessMessages.roomLink;
const consentFiles = [
  { name: 'Terms Of Use', url: '/legal/terms-of-use' },
  { name: 'Consent For Telehealth', url: '/legal/telehealth-consent' },
];
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let assigned: string[];

beforeEach(() => {
  mockConfigs();
  assigned = [];
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(CHROME);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: () => Promise.reject(new Error('not in tests')) },
  });
  vi.stubGlobal('location', {
    ...window.location,
    origin: 'http://localhost',
    assign: (url: string) => assigned.push(url),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const open = () =>
  renderRoutes({
    at: '/room-link/abc',
    routes: [{ path: '/room-link/:id', element: <RoomLinkPage /> }],
  });

const dobRequired = () =>
  apiError(401, { code: 'DATE_OF_BIRTH_REQUIRED', errorMessage: text.dateRequired });

test('D19 D20 it shows "Loading..." and goes to the room the automatic try returns', async () => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  mockApi.get('/encounters/roomLink/:id', async () =>
    gate.then(() => ({ url: '/room/pass.sig', consentFiles })),
  );
  open();
  expect((await screen.findByTestId(TestId.roomLinkLoading)).textContent).toContain('Loading...');
  release();
  await waitFor(() => expect(assigned).toEqual(['/room/pass.sig']));
  expect(sentRequests('/encounters/roomLink/abc')).toHaveLength(1);
});

test('D21 a 404 says the link does not work, then sends the browser to the site root', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  mockApi.get('/encounters/roomLink/:id', () =>
    apiError(404, { code: 'NOT_FOUND', errorMessage: 'Not found' }),
  );
  open();
  const page = await screen.findByTestId(TestId.roomLinkUnknown);
  expect(page.textContent).toContain(text.unknown);
  expect(assigned).toEqual([]);
  // H13: the countdown ticks each second.
  for (let left = 9; left >= 1; left -= 1) {
    await vi.advanceTimersByTimeAsync(1000);
    await waitFor(() => expect(page.textContent).toContain(text.leavingIn(left)));
  }
  expect(assigned).toEqual([]);
  await vi.advanceTimersByTimeAsync(1000);
  await waitFor(() => expect(assigned).toEqual(['/']));
  vi.useRealTimers();
});

test('D21 the unknown link page goes to the site root at once on request', async () => {
  mockApi.get('/encounters/roomLink/:id', () =>
    apiError(404, { code: 'NOT_FOUND', errorMessage: 'Not found' }),
  );
  open();
  await userEvent.click(await screen.findByRole('button', { name: text.toStart }));
  expect(assigned).toEqual(['/']);
});

test('D22 D27 another error asks for the date of birth and the consents, without "Invalid date of birth."', async () => {
  mockApi.get('/encounters/roomLink/:id', dobRequired);
  mockApi.get('/encounters/roomLink/:id/consents', () => ({ consentFiles }));
  open();
  expect(await screen.findByText(text.prompt)).toBeTruthy();
  expect(await screen.findAllByTestId(TestId.roomLinkConsent)).toHaveLength(2);
  expect(screen.getByRole('link', { name: 'Terms Of Use' }).getAttribute('href')).toBe(
    '/legal/terms-of-use',
  );
  expect(screen.queryByText(text.wrongDateOfBirth)).toBeNull();
  expect(screen.queryByTestId(TestId.roomLinkError)).toBeNull();
});

test('D23 the date is masked mm/dd/yyyy: digits only, slashes inserted', async () => {
  mockApi.get('/encounters/roomLink/:id', dobRequired);
  mockApi.get('/encounters/roomLink/:id/consents', () => ({ consentFiles }));
  open();
  const input = await screen.findByLabelText<HTMLInputElement>('Date of birth');
  await userEvent.type(input, '03a0/71984x');
  expect(input.value).toBe('03/07/1984');
});

test('D24 D25 D26 Continue waits for a date and the consents; the messages show', async () => {
  mockApi.get('/encounters/roomLink/:id', dobRequired);
  mockApi.get('/encounters/roomLink/:id/consents', () => ({ consentFiles }));
  open();
  const input = await screen.findByLabelText('Date of birth');
  const button = screen.getByTestId(TestId.roomLinkContinue);
  expect((button as HTMLButtonElement).disabled).toBe(true);

  fireEvent.blur(input);
  expect(await screen.findByText(text.dateRequired)).toBeTruthy();
  await userEvent.type(input, '0230');
  fireEvent.blur(input);
  expect(await screen.findByText(text.dateFormat)).toBeTruthy();

  const [first, second] = await screen.findAllByRole('checkbox');
  await userEvent.click(first!);
  expect(await screen.findByText(text.termsRequired)).toBeTruthy();
  await userEvent.clear(input);
  await userEvent.type(input, '03071984');
  expect((button as HTMLButtonElement).disabled).toBe(true);
  await userEvent.click(second!);
  expect(screen.queryByText(text.termsRequired)).toBeNull();
  expect((button as HTMLButtonElement).disabled).toBe(false);
});

test('D27 H11 a wrong date shows "Invalid date of birth."; the right one, sent as YYYY-MM-DD, goes to the room', async () => {
  mockApi.get('/encounters/roomLink/:id', ({ request }) => {
    const dob = new URL(request.url).searchParams.get('dateOfBirth');
    if (dob === null) return dobRequired();
    if (dob === '1984-03-07') return { url: '/room/right.pass', consentFiles };
    return apiError(403, { code: 'DATE_OF_BIRTH_MISMATCH', errorMessage: text.wrongDateOfBirth });
  });
  mockApi.get('/encounters/roomLink/:id/consents', () => ({ consentFiles }));
  open();
  const input = await screen.findByLabelText('Date of birth');
  for (const box of await screen.findAllByRole('checkbox')) await userEvent.click(box);
  await userEvent.type(input, '01011990');
  await userEvent.click(screen.getByTestId(TestId.roomLinkContinue));
  expect((await screen.findByTestId(TestId.roomLinkError)).textContent).toBe(text.wrongDateOfBirth);

  await userEvent.clear(input);
  await userEvent.type(input, '03071984');
  await userEvent.click(screen.getByTestId(TestId.roomLinkContinue));
  await waitFor(() => expect(assigned).toEqual(['/room/right.pass']));
});

test('D36 an unsupported browser stays on the page and gets the copyable room link and support', async () => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
    'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko',
  );
  mockApi.get('/encounters/roomLink/:id', () => ({ url: '/room/pass.sig', consentFiles }));
  mockApi.get('/encounters/roomLink/:id/consents', () => ({ consentFiles }));
  open();
  // The modal's frame mounts before its content: wait for the text itself.
  const dialog = await screen.findByTestId(TestId.unsupportedBrowserDialog);
  await waitFor(() =>
    expect(dialog.textContent).toContain(RoomAccessMessages.unsupported.browserText),
  );
  expect(screen.getByLabelText<HTMLInputElement>('Room link').value).toBe(
    'http://localhost/room/pass.sig',
  );
  expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  expect(await screen.findByRole('link', { name: testConfigs.supportEmail })).toBeTruthy();
  expect(assigned).toEqual([]);
});

test('B27 B37 the clinic’s consents: text shown, required ones ticked, read-only ones linked', async () => {
  mockApi.get('/encounters/roomLink/:id', dobRequired);
  mockApi.get('/encounters/roomLink/:id/consents', () => ({
    consentFiles: [
      ...consentFiles,
      { name: 'Clinic consent', url: '/api/encounters/roomLink/abc/consents/1', required: true },
      { name: 'Clinic leaflet', url: '/api/encounters/roomLink/abc/consents/2', required: false },
    ],
    additionalConsentText: 'Please read our consent before your visit.',
  }));
  open();
  expect(await screen.findByText('Please read our consent before your visit.')).toBeTruthy();
  const input = await screen.findByLabelText('Date of birth');
  await userEvent.type(input, '03071984');
  const boxes = await screen.findAllByRole('checkbox');
  expect(boxes).toHaveLength(3);
  expect(screen.getByRole('link', { name: 'Clinic consent' }).getAttribute('href')).toBe(
    '/api/encounters/roomLink/abc/consents/1',
  );
  const leaflet = screen.getByTestId(TestId.roomLinkClinicConsent);
  expect(leaflet.textContent).toBe('Clinic leaflet');
  const button = screen.getByTestId<HTMLButtonElement>(TestId.roomLinkContinue);
  for (const box of boxes.slice(0, 2)) await userEvent.click(box);
  expect(button.disabled).toBe(true);
  await userEvent.click(boxes[2]!);
  expect(button.disabled).toBe(false);
});
