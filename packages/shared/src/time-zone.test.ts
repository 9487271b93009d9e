import { describe, expect, test } from 'vitest';
import { isTimeZone } from './time-zone.js';

describe('time zones', () => {
  test('IANA names and their aliases are time zones, UTC included', () => {
    for (const zone of ['UTC', 'America/New_York', 'Europe/Paris', 'Asia/Calcutta', 'Etc/GMT+5']) {
      expect(isTimeZone(zone), zone).toBe(true);
    }
  });

  test('markup, offsets, unknown names and empty text are not', () => {
    for (const zone of ['<script>alert(1)</script>', '+01:00', 'Mars/Olympus', '', "' OR 1=1"]) {
      expect(isTimeZone(zone), zone).toBe(false);
    }
  });
});
