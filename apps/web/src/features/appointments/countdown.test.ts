import { expect, test } from 'vitest';
import { countdownAt } from './countdown';

const START_ISO = '2026-11-20T10:00:00Z';
const START = Date.parse(START_ISO);
const MINUTE = 60_000;

test('D12 an mm:ss countdown in the last 15 minutes, to the second; none earlier or a day away', () => {
  expect(countdownAt(START_ISO, START - 15 * MINUTE)).toMatchObject({ text: '15:00' });
  expect(countdownAt(START_ISO, START - 9 * MINUTE - 5_500)).toMatchObject({ text: '09:06' });
  expect(countdownAt(START_ISO, START - 9 * MINUTE - 4_500)).toMatchObject({ text: '09:05' });
  expect(countdownAt(START_ISO, START - 15 * MINUTE - 1000)).toEqual({ kind: 'hidden' });
  expect(countdownAt(START_ISO, START - 25 * 60 * MINUTE)).toEqual({ kind: 'hidden' });
});

test('D13 style "fifteen" between 5 and 15 minutes left, "five" under 5', () => {
  expect(countdownAt(START_ISO, START - 10 * MINUTE)).toMatchObject({ tone: 'fifteen' });
  expect(countdownAt(START_ISO, START - 5 * MINUTE - 1000)).toMatchObject({ tone: 'fifteen' });
  expect(countdownAt(START_ISO, START - 4 * MINUTE)).toMatchObject({ tone: 'five', text: '04:00' });
  expect(countdownAt(START_ISO, START - 1000)).toMatchObject({ tone: 'five', text: '00:01' });
});

test('D14 the block stays until 30 minutes after start, then disappears', () => {
  expect(countdownAt(START_ISO, START)).toEqual({ kind: 'started' });
  expect(countdownAt(START_ISO, START + 30 * MINUTE)).toEqual({ kind: 'started' });
  expect(countdownAt(START_ISO, START + 30 * MINUTE + 1000)).toEqual({ kind: 'hidden' });
});
