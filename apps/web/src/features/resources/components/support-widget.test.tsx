import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { TestId } from '@clinicall/shared/test-ids';
import { SUPPORT_WIDGET_MS, SupportWidget } from './support-widget';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('F134 the support widget hides after 3 seconds and the button opens it again', () => {
  // The widget's chat link waits for the site's settings; this test is about its timing only.
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <SupportWidget />
      </QueryClientProvider>
    </MantineProvider>,
  );
  expect(screen.getByTestId(TestId.supportWidget)).toBeTruthy();
  expect(screen.queryByTestId(TestId.supportWidgetOpen)).toBeNull();
  act(() => {
    vi.advanceTimersByTime(SUPPORT_WIDGET_MS - 1);
  });
  expect(screen.queryByTestId(TestId.supportWidgetOpen)).toBeNull();
  act(() => {
    vi.advanceTimersByTime(1);
  });
  fireEvent.click(screen.getByTestId(TestId.supportWidgetOpen));
  expect(screen.getByTestId(TestId.supportWidget)).toBeTruthy();
  expect(screen.queryByTestId(TestId.supportWidgetOpen)).toBeNull();
});
