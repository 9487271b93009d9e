/** A keyword as an ILIKE pattern matching it anywhere, its wildcards escaped so it matches literally. */
export const likeTerm = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
