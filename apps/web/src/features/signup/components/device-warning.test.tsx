import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { SignupMessages } from '@clinicall/shared/signup/messages';
import { DeviceWarning } from './device-warning';

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

afterEach(() => vi.restoreAllMocks());

const renderWarning = () =>
  render(
    <MantineProvider>
      <DeviceWarning />
    </MantineProvider>,
  );

test('F127 on a phone the provider sign-up warns "Device not supported"', async () => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(iPhone);
  renderWarning();
  expect(
    await screen.findByRole('dialog', { name: SignupMessages.deviceNotSupported }),
  ).toBeTruthy();
  expect(screen.getByText(SignupMessages.deviceNotSupportedHint)).toBeTruthy();
});

test('F127 on a computer there is no warning', () => {
  renderWarning();
  expect(screen.queryByRole('dialog')).toBeNull();
});
