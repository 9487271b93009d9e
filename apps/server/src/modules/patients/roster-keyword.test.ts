import { describe, expect, test } from 'vitest';
import { keywordTerms, prefixRange } from './roster-keyword.js';

describe('roster keyword', () => {
  test('F1 a keyword is up to five lower-cased words', () => {
    expect(keywordTerms('  Ava  SMITH a b c d e ')).toEqual(['ava', 'smith', 'a', 'b', 'c']);
    expect(keywordTerms('   ')).toEqual([]);
  });

  test('F1 a prefix is the range up to its last character raised by one', () => {
    expect(prefixRange('cara12')).toEqual({ from: 'cara12', below: 'cara13' });
    expect(prefixRange('a%')).toEqual({ from: 'a%', below: 'a&' });
    expect(prefixRange('a_')).toEqual({ from: 'a_', below: 'a`' });
    expect(prefixRange('a\\')).toEqual({ from: 'a\\', below: 'a]' });
    expect(prefixRange('zoë')).toEqual({ from: 'zoë', below: 'zoì' });
  });

  test('F1 raising a character steps over the surrogates and past the last code point', () => {
    expect(prefixRange('\uD7FF')).toEqual({ from: '\uD7FF', below: '\uE000' });
    expect(prefixRange('a\uD83D\uDE00')).toEqual({ from: 'a\uD83D\uDE00', below: 'a\uD83D\uDE01' });
    expect(prefixRange('a\u{10FFFF}')).toEqual({ from: 'a\u{10FFFF}', below: 'b' });
    expect(prefixRange('\u{10FFFF}')).toEqual({ from: '\u{10FFFF}', below: undefined });
    expect(prefixRange('')).toEqual({ from: '', below: undefined });
  });
});
