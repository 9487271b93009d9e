import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { exactAnswer } from './exact-answer.js';

const schema = z.object({ id: z.number(), name: z.string().nullable(), at: z.iso.datetime() });
const route = { schema, method: 'GET', url: '/api/things' };
const answer = { name: null, id: 1, at: '2026-11-22T08:00:00.000Z' };

describe('exactAnswer', () => {
  it('writes an answer that matches its schema, whatever its key order', () => {
    expect(JSON.parse(exactAnswer(true)(route)(answer))).toEqual(answer);
  });

  it('refuses, where checked, a field the schema does not declare (the default would drop it)', () => {
    expect(() => exactAnswer(true)(route)({ ...answer, passwordHash: 'x' })).toThrow(/not declare/);
  });

  it('refuses, where checked, a value of the wrong type', () => {
    expect(() => exactAnswer(true)(route)({ ...answer, id: '1' })).toThrow();
  });

  it('writes the answer as it is in production', () => {
    expect(exactAnswer(false)(route)({ ...answer, extra: 1 })).toBe(
      JSON.stringify({ ...answer, extra: 1 }),
    );
  });
});
