/** F1: a roster keyword is up to five words, each matched case-insensitively as a prefix. */
export const keywordTerms = (keyword: string) =>
  keyword.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);

/** The keys that start with a prefix: `from` and above, below `below` (none: no upper bound). */
export type PrefixRange = { from: string; below: string | undefined };

const LAST_CODE_POINT = 0x10ffff;
/** UTF-16 surrogates are no characters: U+D7FF is followed by U+E000 in UTF-8's order. */
const nextCodePoint = (point: number) => (point === 0xd7ff ? 0xe000 : point + 1);

/**
 * F1: a prefix as a range of keys in byte order, the order of the roster's `text_pattern_ops`
 * indexes (UTF-8 bytes sort as their code points do; the input guard lets only well-formed text in,
 * so every character here is a code point the database stores as it is). The upper bound is the prefix with its last
 * character raised by one, so every keyword gives the same statement, planned once with
 * parameters, where a LIKE pattern only finds its index range when it is a constant; and `%`, `_`
 * or a backslash are characters like any other.
 */
export function prefixRange(prefix: string): PrefixRange {
  const points = Array.from(prefix, (char) => char.codePointAt(0) ?? 0);
  // A last character that cannot be raised (U+10FFFF) is dropped and the one before it raised.
  while (points.length > 0) {
    const last = points.pop() ?? LAST_CODE_POINT;
    if (last < LAST_CODE_POINT) {
      return { from: prefix, below: String.fromCodePoint(...points, nextCodePoint(last)) };
    }
  }
  return { from: prefix, below: undefined };
}
