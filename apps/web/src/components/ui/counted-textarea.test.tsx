import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { CountedTextarea } from './counted-textarea';

function Controlled() {
  const [text, setText] = useState('abc');
  return (
    <CountedTextarea
      label="Reason"
      max={10}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
    />
  );
}

const renderIn = (node: React.ReactNode) => render(<MantineProvider>{node}</MantineProvider>);

test('H20 a long field shows "n / max" as it is typed and the browser stops at the limit', async () => {
  renderIn(<Controlled />);
  const field = screen.getByRole('textbox', { name: 'Reason' });
  expect(screen.getByText('3 / 10')).toBeTruthy();
  expect(field.getAttribute('maxlength')).toBe('10');
  await userEvent.setup().type(field, 'defghijklmnop');
  expect((field as HTMLTextAreaElement).value).toBe('abcdefghij');
  expect(screen.getByText('10 / 10')).toBeTruthy();
});

test('H20 an uncontrolled field counts what is typed; its own description stays beside the count', async () => {
  renderIn(
    <CountedTextarea
      label="Overview"
      description="As patients will read it."
      max={20}
      maxLength={21}
      defaultValue="Hi"
    />,
  );
  const field = screen.getByRole('textbox', { name: 'Overview' });
  expect(screen.getByText('2 / 20')).toBeTruthy();
  expect(screen.getByText('As patients will read it.')).toBeTruthy();
  // One more than the limit gets through, so the form's own message can say what is wrong.
  expect(field.getAttribute('maxlength')).toBe('21');
  await userEvent.setup().type(field, ' there');
  expect(screen.getByText('8 / 20')).toBeTruthy();
});
