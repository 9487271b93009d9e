import { expect, test } from 'vitest';
import { rangeProblems, SaveRangesRequestSchema } from './availability.js';

test('C19 a range missing an end names the range number', () => {
  expect(
    rangeProblems([{ startRange: '09:00', endRange: '10:00' }, { startRange: '11:00' }]),
  ).toEqual([
    {
      index: 1,
      field: 'endRange',
      message: 'Both start and end times must be selected for the time range 2.',
    },
  ]);
  expect(rangeProblems([{ startRange: '', endRange: '10:00' }])[0]?.field).toBe('startRange');
});

test('C20 an end not strictly after its start is refused with the range number', () => {
  expect(rangeProblems([{ startRange: '10:00', endRange: '10:00' }])).toEqual([
    {
      index: 0,
      field: 'endRange',
      message: 'The end time must be greater than the start time for the time range 1.',
    },
  ]);
});

test('overlapping ranges of one day are refused; touching ones are fine', () => {
  expect(
    rangeProblems([
      { startRange: '09:00', endRange: '12:00' },
      { startRange: '12:00', endRange: '13:00' },
      { startRange: '11:30', endRange: '14:00' },
    ]).map((p) => p.message),
  ).toEqual(['The time range 3 overlaps the time range 1.']);
});

test('the request schema reports each problem on its field, with the spec text', () => {
  const parsed = SaveRangesRequestSchema.safeParse({
    date: '2026-03-09',
    ranges: [{ startRange: '17:00', endRange: '09:00' }],
  });
  expect(parsed.success).toBe(false);
  expect(parsed.error?.issues[0]).toMatchObject({
    path: ['ranges', 0, 'endRange'],
    message: 'The end time must be greater than the start time for the time range 1.',
  });
  expect(SaveRangesRequestSchema.safeParse({ date: '2026-02-30', ranges: [] }).success).toBe(false);
  expect(
    SaveRangesRequestSchema.safeParse({
      date: '2026-03-09',
      ranges: [{ startRange: '13:00', endRange: '24:00' }],
    }).success,
  ).toBe(true);
});
