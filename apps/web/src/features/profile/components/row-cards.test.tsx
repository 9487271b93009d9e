import { MantineProvider, TextInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { RowCards } from './row-cards';

type Row = { name: string };

/** Holds the rows as a modal does and shows them, so the test reads what an update would send. */
function Harness({ initial }: { initial: Row[] }) {
  const [rows, setRows] = useState(initial);
  return (
    <MantineProvider>
      <RowCards
        rows={rows}
        setRows={setRows}
        noun="medication"
        blank={{ name: '' }}
        addTestId="add"
      >
        {(row, index, set) => (
          <TextInput
            label={`Name ${index + 1}`}
            value={row.name}
            onChange={(e) => set('name', e.currentTarget.value)}
          />
        )}
      </RowCards>
      <output data-testid="rows">{JSON.stringify(rows)}</output>
    </MantineProvider>
  );
}

const rows = () => JSON.parse(screen.getByTestId('rows').textContent ?? '[]') as Row[];

test('F37 rows are numbered cards: "Add" appends a blank row, a field edits its own row, remove drops it', async () => {
  const user = userEvent.setup();
  render(<Harness initial={[{ name: 'Metformin' }]} />);
  expect(screen.getByText('Medication 1')).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Add medication' }));
  expect(screen.getByText('Medication 2')).toBeTruthy();
  await user.type(screen.getByLabelText('Name 2'), 'Aspirin');
  expect(rows()).toEqual([{ name: 'Metformin' }, { name: 'Aspirin' }]);

  await user.click(screen.getByRole('button', { name: 'Remove medication 1' }));
  expect(rows()).toEqual([{ name: 'Aspirin' }]);
  expect(screen.queryByText('Medication 2')).toBeNull();
});
