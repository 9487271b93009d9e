import { describe, expect, test } from 'vitest';
import { crlfRows } from './crlf-rows.js';

describe('crlfRows', () => {
  test('I18 each row ends with CRLF; a line break or doubled quote inside a quoted cell stays, across chunks', () => {
    const csv = 'a,"x\ny ""q""\n",b\nc,"d\r\ne"\n';
    const expected = 'a,"x\ny ""q""\n",b\r\nc,"d\r\ne"\r\n';
    for (let cut = 0; cut <= csv.length; cut += 1) {
      const toCrlf = crlfRows();
      const out = Buffer.concat([
        toCrlf(Buffer.from(csv.slice(0, cut))),
        toCrlf(Buffer.from(csv.slice(cut))),
      ]);
      expect(out.toString(), `cut at ${cut}`).toBe(expected);
    }
  });
});
