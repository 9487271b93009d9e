import { describe, expect, test } from 'vitest';
import { neutralised } from './access-log-csv.js';

describe('issue 19 path 5: CSV cells a spreadsheet would run as formulas', () => {
  test.each(['=1+1', '+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])(
    '%j gets a leading quote',
    (cell) => {
      expect(neutralised(cell)).toBe(`'${cell}`);
    },
  );

  test.each(['Sam Jones', '2026-11-28T03:02:00.000Z', '192.0.2.10', "O'Brien", 'a=b', ''])(
    '%j stays as it is',
    (cell) => {
      expect(neutralised(cell)).toBe(cell);
    },
  );
});
