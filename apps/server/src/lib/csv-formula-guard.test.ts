import { expect, test } from 'vitest';
import { formulaSafe } from './csv-formula-guard.js';

test.each(['=1+1', '+1', '-2', '@SUM(A1)', '\t=1', '\r=1'])('%j gets a leading quote', (cell) => {
  expect(formulaSafe(cell)).toBe(`'${cell}`);
});

test.each(['Pat Patient', '2026-03-10T00:00:00.000Z', "O'Brien", 'a=b', ''])(
  '%j stays as it is',
  (cell) => {
    expect(formulaSafe(cell)).toBe(cell);
  },
);
