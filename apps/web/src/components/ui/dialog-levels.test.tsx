import { Button, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { Messages } from '@clinicall/shared/messages';
import { ErrorLevel, SuccessLevel, useDialogLevel } from './dialog-levels';

/** A dialog body as the referral, payment or password dialogs build theirs. */
function Harness({ onClose }: { onClose: () => void }) {
  const { level, toInitial, toSuccess, toError } = useDialogLevel();
  return (
    <div data-testid="body" data-level={level.kind}>
      {level.kind === 'initial' && (
        <>
          <Button onClick={toSuccess}>Send</Button>
          <Button onClick={() => toError('The provider is no longer on your network.')}>
            Fail
          </Button>
        </>
      )}
      {level.kind === 'success' && (
        <SuccessLevel onClose={onClose} testId="done">
          Referral sent.
        </SuccessLevel>
      )}
      {level.kind === 'error' && (
        <ErrorLevel detail={level.detail} onClose={onClose} onRetry={toInitial} testId="failed" />
      )}
    </div>
  );
}

function renderHarness() {
  const onClose = vi.fn();
  render(
    <MantineProvider>
      <Harness onClose={onClose} />
    </MantineProvider>,
  );
  return { onClose, user: userEvent.setup() };
}

const level = () => screen.getByTestId('body').getAttribute('data-level');

test('H2 the error level shows "An error has occurred." above the detail; Try again returns to the initial level', async () => {
  const { onClose, user } = renderHarness();
  await user.click(screen.getByRole('button', { name: 'Fail' }));
  expect(level()).toBe('error');
  const alert = screen.getByRole('alert');
  expect([...alert.children].map((line) => line.textContent)).toEqual([
    Messages.generic.error,
    'The provider is no longer on your network.',
  ]);
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(level()).toBe('initial');
  await user.click(screen.getByRole('button', { name: 'Fail' }));
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledOnce();
});

test('H2 the success level says what was done and closes', async () => {
  const { onClose, user } = renderHarness();
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(level()).toBe('success');
  expect(screen.getByTestId('done').textContent).toBe('Referral sent.');
  expect(screen.queryByRole('alert')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledOnce();
});

test('H2 an error level without a retry offers only Close', async () => {
  render(
    <MantineProvider>
      <ErrorLevel detail="Not linked." onClose={() => undefined} />
    </MantineProvider>,
  );
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
});
