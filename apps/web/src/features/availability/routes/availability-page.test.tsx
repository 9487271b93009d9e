import { ModalsProvider } from '@mantine/modals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test } from 'vitest';
import { Role } from '@clinicall/shared/roles';
import type { DayRanges, TimeTable } from '@clinicall/shared/scheduling/availability';
import { TestId } from '@clinicall/shared/test-ids';
import { overlaysMounted } from '../../../components/ui/overlay-host';
import { setToken } from '../../../lib/auth/auth-storage';
import { addDays } from '../../../lib/calendar-dates';
import { mockApi, sentRequests } from '../../../test/mock-api';
import { makeAccount, renderRoutes } from '../../../test/render';
import { AvailabilityPage } from './availability-page';

// A week well ahead, so no day of it is past whatever the date of the run.
const MONDAY = '2030-01-07';

function week(edit: (day: DayRanges, index: number) => Partial<DayRanges> = () => ({})): TimeTable {
  return {
    timeZone: 'America/New_York',
    invalidDatesError: null,
    defaultFrom: null,
    dayRanges: Array.from({ length: 7 }, (_, index) => {
      const day: DayRanges = {
        date: addDays(MONDAY, index),
        available: true,
        fromDefault: false,
        ranges:
          index < 5
            ? [
                { startRange: '09:00', endRange: '12:00', invalid: false },
                { startRange: '13:00', endRange: '17:00', invalid: false },
              ]
            : [],
      };
      return { ...day, ...edit(day, index) };
    }),
  };
}

beforeAll(() => overlaysMounted());

function renderPage(appointments = false, encounterRange = 15) {
  setToken({ token: 't', expires: Date.now() + 3_600_000 });
  mockApi.get('/configs', () => ({
    sessionDuration: 900,
    encounterRange,
    supportEmail: 'help@clinic.test',
    knowledgeBaseUrl: null,
    liveChatUrl: null,
  }));
  mockApi.get('/timeTable/:date', () => week());
  mockApi.get('/encounters/:date/exist', () => ({
    exist: appointments,
    count: appointments ? 1 : 0,
    message: appointments ? 'Appointment scheduled for the day' : null,
  }));
  renderRoutes({
    at: `/appointments/availability?week=${MONDAY}`,
    account: makeAccount([Role.provider], { timeZone: 'America/New_York' }),
    routes: [
      {
        path: '/appointments/availability',
        element: (
          <>
            <AvailabilityPage />
            <ModalsProvider />
          </>
        ),
      },
    ],
  });
  return userEvent.setup();
}

const days = () => screen.findAllByTestId(TestId.availabilityDay);

async function openMonday(user: ReturnType<typeof userEvent.setup>) {
  const [monday] = (await days()) as [HTMLElement];
  await user.click(within(monday).getByRole('button', { name: /Monday, Jan 7/ }));
  return monday;
}

describe('availability page', () => {
  test('C16 C17 C18 the week from Monday, one row per day with its date and its ranges', async () => {
    renderPage();
    const rows = await days();
    expect(rows).toHaveLength(7);
    expect(sentRequests(`/timeTable/${MONDAY}`)).toHaveLength(1);
    expect(screen.getByTestId(TestId.availabilityWeek).textContent).toBe(
      'Jan 7, 2030 – Jan 13, 2030',
    );
    expect(rows[0]?.textContent).toContain('Monday, Jan 7');
    expect(rows[0]?.textContent).toContain('09:00AM-12:00PM, 01:00PM-05:00PM');
    expect(rows[6]?.textContent).toContain('Sunday, Jan 13');
    expect(rows[6]?.textContent).toContain('no times set');
    expect(screen.getByText(/America\/New_York/)).toBeTruthy();
  });

  test('C19 C21 C22 an incomplete range shows the message, is highlighted and cannot be saved', async () => {
    const user = renderPage();
    const monday = await openMonday(user);
    const save = within(monday).getByTestId(TestId.availabilityDaySave);
    expect(save).toHaveProperty('disabled', true);
    const [, secondEnd] = within(monday).getAllByTestId(TestId.availabilityRangeEnd);
    fireEvent.change(secondEnd!, { target: { value: '' } });
    expect(within(monday).getByTestId(TestId.availabilityRangeError).textContent).toBe(
      'Both start and end times must be selected for the time range 2.',
    );
    const rows = within(monday).getAllByTestId(TestId.availabilityRangeRow);
    expect(rows[1]?.getAttribute('data-invalid')).toBe('true');
    expect(rows[0]?.getAttribute('data-invalid')).toBeNull();
    expect(save).toHaveProperty('disabled', true);
  });

  test('C29 a picked time off the configured encounter range resets its minutes to 0, without seconds', async () => {
    const user = renderPage(false, 30);
    const monday = await openMonday(user);
    const [firstStart] = within(monday).getAllByTestId(TestId.availabilityRangeStart);
    await waitFor(() => expect(firstStart!.getAttribute('step')).toBe('1800'));
    fireEvent.change(firstStart!, { target: { value: '08:20' } });
    expect(firstStart).toHaveProperty('value', '08:00');
    fireEvent.change(firstStart!, { target: { value: '08:30:15' } });
    expect(firstStart).toHaveProperty('value', '08:30');
  });

  test('C20 C22 an end not after its start blocks saving; a valid change saves the day', async () => {
    mockApi.post('/timeTable/ranges', () => week());
    const user = renderPage();
    const monday = await openMonday(user);
    const [firstEnd] = within(monday).getAllByTestId(TestId.availabilityRangeEnd);
    fireEvent.change(firstEnd!, { target: { value: '08:00' } });
    expect(within(monday).getByTestId(TestId.availabilityRangeError).textContent).toBe(
      'The end time must be greater than the start time for the time range 1.',
    );
    const save = within(monday).getByTestId(TestId.availabilityDaySave);
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(firstEnd!, { target: { value: '11:00' } });
    expect(save).toHaveProperty('disabled', false);
    await user.click(save);
    await waitFor(() => expect(sentRequests('/timeTable/ranges')).toHaveLength(1));
    expect(await sentRequests('/timeTable/ranges')[0]?.json()).toEqual({
      date: MONDAY,
      ranges: [
        { startRange: '09:00', endRange: '11:00' },
        { startRange: '13:00', endRange: '17:00' },
      ],
    });
  });

  test('C26 C27 with an appointment that day, the warning shows before the change is sent', async () => {
    mockApi.post('/timeTable/ranges/onOff', () => week((_, i) => ({ available: i !== 0 })));
    const user = renderPage(true);
    const monday = await openMonday(user);
    await user.click(within(monday).getByTestId(TestId.availabilityDayToggle));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Appointment scheduled for the day');
    expect(dialog.textContent).toContain('confirmed appointments');
    expect(sentRequests(`/encounters/${MONDAY}/exist`)).toHaveLength(1);
    expect(sentRequests('/timeTable/ranges/onOff')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Change anyway' }));
    await waitFor(() => expect(sentRequests('/timeTable/ranges/onOff')).toHaveLength(1));
    expect(await sentRequests('/timeTable/ranges/onOff')[0]?.json()).toEqual({
      date: MONDAY,
      available: false,
    });
  });

  test('C24 Clear week, once confirmed, clears the week shown', async () => {
    mockApi.delete('/timeTable/:date/clearWeek', () => week(() => ({ ranges: [] })));
    const user = renderPage();
    await days();
    await user.click(screen.getByTestId(TestId.availabilityClearWeek));
    await user.click(await screen.findByTestId(TestId.confirmAccept));
    await waitFor(() => expect(screen.getAllByText('no times set')).toHaveLength(7));
    expect(sentRequests(`/timeTable/${MONDAY}/clearWeek`).map((r) => r.method)).toEqual(['DELETE']);
  });

  test('C25 C28 Set as recurring answered with code 3 shows "Schedule modified"', async () => {
    mockApi.post('/timeTable/:date/setDefault', () => ({
      code: 3,
      message: 'Schedule modified',
      overwrittenDays: 4,
      timeTable: week(),
    }));
    const user = renderPage();
    await days();
    await user.click(screen.getByTestId(TestId.availabilityRecurring));
    await user.click(await screen.findByTestId(TestId.confirmAccept));
    expect(await screen.findByText('Schedule modified')).toBeTruthy();
    expect(screen.getByText(/4 later days/)).toBeTruthy();
    expect(sentRequests(`/timeTable/${MONDAY}/setDefault`)).toHaveLength(1);
  });

  test('the next week loads its own days', async () => {
    mockApi.get('/timeTable/:date', ({ params }) =>
      params.date === MONDAY ? week() : { ...week(), dayRanges: [] },
    );
    const user = renderPage();
    await days();
    await user.click(screen.getByTestId(TestId.availabilityNextWeek));
    await waitFor(() => expect(sentRequests('/timeTable/2030-01-14')).toHaveLength(1));
  });
});
