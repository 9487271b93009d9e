import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { Messages } from '@clinicall/shared/messages';
import { TestId } from '@clinicall/shared/test-ids';
import { openErrorDialog } from './error-dialog';
import { overlaysMounted } from './overlay-host';

function renderModals() {
  render(
    <MantineProvider>
      <ModalsProvider />
    </MantineProvider>,
  );
  overlaysMounted();
}

test('H2 the generic error dialog shows "An error has occurred." with the detail and the error code', async () => {
  renderModals();
  await act(() => openErrorDialog({ code: 'INTERNAL', detail: 'The server could not answer.' }));
  const dialog = await screen.findByTestId(TestId.errorDialog);
  expect(screen.getByText(Messages.generic.error)).toBeTruthy();
  expect(dialog.textContent).toContain('The server could not answer.');
  expect(dialog.textContent).toContain('INTERNAL');
});

test('H2 a second error replaces the first instead of stacking dialogs, and Close dismisses it', async () => {
  renderModals();
  await act(() => openErrorDialog({ code: 'A', detail: 'first' }));
  await act(() => openErrorDialog({ code: 'B', detail: 'second' }));
  await screen.findByText('second');
  expect(screen.getAllByTestId(TestId.errorDialog)).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByTestId(TestId.errorDialog)).toBeNull());
});
