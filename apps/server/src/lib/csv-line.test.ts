import { expect, test } from 'vitest';
import { csvLine } from './csv-line.js';

test('cells with a comma, a quote or a line break are quoted, quotes doubled; formulas neutralised', () => {
  expect(csvLine(['plain', 'a,b', 'say "hi"', 'two\nlines', '=1+1', ''])).toBe(
    'plain,"a,b","say ""hi""","two\nlines",\'=1+1,\r\n',
  );
});
