import { expect, test } from 'vitest';
import { describeDevice } from './device-label';

test('a session names its browser, major version and system, and the kind of device', () => {
  expect(
    describeDevice(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
    ),
  ).toEqual({ label: 'Safari 17 on iOS', kind: 'mobile' });
  expect(
    describeDevice(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
    ),
  ).toEqual({ label: 'Microsoft Edge 120 on Windows', kind: 'desktop' });
});

test('an agent nobody recognises is shown as it came, and a missing one as unknown', () => {
  expect(describeDevice('curl/8.0')).toEqual({
    label: 'Unknown browser (curl/8.0)',
    kind: 'unknown',
  });
  expect(describeDevice(null)).toEqual({ label: 'Unknown browser', kind: 'unknown' });
});
