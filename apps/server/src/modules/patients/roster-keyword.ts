/** F1: a roster keyword is up to five words, each matched case-insensitively as a prefix. */
export const keywordTerms = (keyword: string) =>
  keyword.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);

/** A LIKE prefix pattern; a typed `%`, `_` or backslash matches itself. */
export const likePrefix = (term: string) => `${term.replace(/[\\%_]/g, '\\$&')}%`;
