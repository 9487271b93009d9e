import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { UsageReportMessages } from '@clinicall/shared/admin-report/usage-report';
import { MessageErrorTexts } from '@clinicall/shared/messaging/messages';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { apiError, mockApi, sentRequests } from '../../../test/mock-api';
import { makeAccount, renderRoutes } from '../../../test/render';
import { UsageReportPage } from './usage-report-page';

const errorDialog = vi.hoisted(() => ({ open: vi.fn() }));
vi.mock('../../../components/ui/error-dialog', () => ({ openErrorDialog: errorDialog.open }));

/** The first answer on a busy machine: Mantine's first render alone can take over a second. */
const slow = { timeout: 8000 };
const account = makeAccount([Role.superAdmin], { timeZone: 'UTC' });
const saved: string[] = [];

beforeEach(() => {
  // Only the clock is pinned: the page's "today" is 2026-11-28.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
  saved.length = 0;
  errorDialog.open.mockReset();
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderPage() {
  renderRoutes({
    at: '/report',
    account,
    routes: [{ path: '/report', element: <UsageReportPage /> }],
  });
  return userEvent.setup();
}

const reportRequests = () => sentRequests('/admin/report/encounter/csv');

test('B85 B88 B89 the last 15 days shown MMM D, YYYY; the download asks for YYYY-MM-DD days and saves usage_report_{start}_{end}.csv', async () => {
  mockApi.get('/admin/report/encounter/csv', () => new Response('encounter_id\n1\n'));
  const user = renderPage();
  const range = await screen.findByTestId(TestId.usageReportRange, {}, slow);
  expect(range.textContent).toContain('Nov 14, 2026 – Nov 28, 2026');
  await user.click(screen.getByTestId(TestId.usageReportDownload));
  await waitFor(() => expect(saved).toEqual(['usage_report_2026-11-14_2026-11-28.csv']));
  const sent = new URL(reportRequests()[0]!.url).searchParams;
  expect(Object.fromEntries(sent)).toEqual({ from: '2026-11-14', to: '2026-11-28' });
});

test('B86 the quick ranges set the range', async () => {
  const user = renderPage();
  const quick = await screen.findAllByTestId(TestId.usageReportQuickRange, {}, slow);
  expect(quick.map((button) => button.textContent)).toEqual([
    'Last 7 Days',
    'Last 30 Days',
    'Last 3 Months',
    'Last Year',
  ]);
  await user.click(quick[3]!);
  expect(screen.getByTestId(TestId.usageReportRange).textContent).toContain(
    'Nov 29, 2025 – Nov 28, 2026',
  );
});

test('B87 the range can be cleared; downloading then shows "Empty values" and asks nothing', async () => {
  const user = renderPage();
  await screen.findByTestId(TestId.usageReportRange, {}, slow);
  await user.click(screen.getByRole('button', { name: 'Clear the dates' }));
  await user.click(screen.getByTestId(TestId.usageReportDownload));
  expect(await screen.findByText(UsageReportMessages.emptyValues)).toBeTruthy();
  expect(reportRequests()).toHaveLength(0);
});

test('B90 a 400 shows the server detail in the error dialog with code 6 "Input Error"', async () => {
  mockApi.get('/admin/report/encounter/csv', () =>
    apiError(400, { code: 'VALIDATION', errorMessage: UsageReportMessages.rangeReversed }),
  );
  const user = renderPage();
  await user.click(await screen.findByTestId(TestId.usageReportDownload, {}, slow));
  await waitFor(() =>
    expect(errorDialog.open).toHaveBeenCalledWith({
      code: '6',
      detail: `${MessageErrorTexts[6]}: ${UsageReportMessages.rangeReversed}`,
    }),
  );
  expect(saved).toEqual([]);
});
