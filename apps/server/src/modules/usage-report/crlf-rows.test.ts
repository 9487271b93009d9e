import { describe, expect, test } from 'vitest';
import { crlfRows } from './crlf-rows.js';

describe('crlfRows', () => {
  test('I18 each row ends with CRLF; a line break or doubled quote inside a quoted cell stays, across chunks', () => {
    const csv = 'a,"x\ny ""q""\n",b\nc,"d\r\ne",é\n"",ü\n';
    const expected = 'a,"x\ny ""q""\n",b\r\nc,"d\r\ne",é\r\n"",ü\r\n';
    for (let cut = 0; cut <= Buffer.byteLength(csv); cut += 1) {
      const toCrlf = crlfRows();
      // Cut by bytes: a chunk may end inside a character of two bytes.
      const bytes = Buffer.from(csv);
      const out = Buffer.concat([toCrlf(bytes.subarray(0, cut)), toCrlf(bytes.subarray(cut))]);
      expect(out.toString(), `cut at ${cut}`).toBe(expected);
    }
  });
});
