import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { TestId } from '@clinicall/shared/test-ids';
import { confirmAction } from './confirm-dialog';
import { overlaysMounted, showOverlays } from './overlay-host';
import { showMessage } from './show-message';
import { showTable } from './show-table';

beforeEach(() => {
  render(
    <MantineProvider>
      <ModalsProvider />
    </MantineProvider>,
  );
  overlaysMounted();
});

test('H3 the confirm-action dialog runs the action only on its confirming button', async () => {
  const onConfirm = vi.fn();
  const user = userEvent.setup();
  const ask = () =>
    act(async () => {
      confirmAction({
        title: 'Remove template?',
        message: 'Intake will be removed.',
        confirmLabel: 'Remove',
        onConfirm,
      });
      await showOverlays();
    });
  await ask();
  expect(await screen.findByText('Intake will be removed.')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByText('Intake will be removed.')).toBeNull());
  expect(onConfirm).not.toHaveBeenCalled();
  await ask();
  await user.click(await screen.findByTestId(TestId.confirmAccept));
  expect(onConfirm).toHaveBeenCalledOnce();
});

test('H3 the show-message dialog shows its title and message until Close; the same message is never stacked', async () => {
  const user = userEvent.setup();
  await act(() => showMessage({ title: 'Schedule modified', message: 'Times were replaced.' }));
  await act(() => showMessage({ title: 'Schedule modified', message: 'Times were replaced.' }));
  const dialog = await screen.findByRole('dialog', { name: 'Schedule modified' });
  expect(screen.getAllByTestId(TestId.showMessage)).toHaveLength(1);
  expect(within(dialog).getByText('Times were replaced.')).toBeTruthy();
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByTestId(TestId.showMessage)).toBeNull());
});

test('H3 the show-table dialog shows one captioned table per group with rows, then its footer', async () => {
  await act(() =>
    showTable({
      title: 'Results',
      columns: ['Email', 'Status'],
      sections: [
        { caption: 'Failed', rows: [['a@example.com', 'Not created']] },
        { caption: 'Nothing here', rows: [] },
        {
          caption: 'Created',
          rows: [
            ['b@example.com', 'Created'],
            ['c@example.com', 'Invited'],
          ],
        },
      ],
      footer: 'Done.',
    }),
  );
  const dialog = await screen.findByTestId(TestId.showTable);
  expect(within(dialog).queryByText('Nothing here')).toBeNull();
  const tables = within(dialog).getAllByRole('table');
  expect(tables).toHaveLength(2);
  const cells = (table: HTMLElement) =>
    [...table.querySelectorAll('tr')].map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent),
    );
  expect(cells(tables[0]!)).toEqual([
    ['Email', 'Status'],
    ['a@example.com', 'Not created'],
  ]);
  expect(cells(tables[1]!)).toEqual([
    ['Email', 'Status'],
    ['b@example.com', 'Created'],
    ['c@example.com', 'Invited'],
  ]);
  expect(within(dialog).getByText('Done.')).toBeTruthy();
});
