import { sql } from 'drizzle-orm';
import { date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { indexesOf } from './array-rows.js';

const things = pgTable('things', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  day: date('day'),
  wallClock: timestamp('wall_clock'),
});

describe('indexesOf', () => {
  it('numbers the fields in the order Drizzle selects them: tables as their columns, nested objects in place', () => {
    const { id, name, at } = things;
    const fields = { thing: { id, name }, at, total: sql<number>`count(*)`, again: { id } };
    expect(indexesOf(fields)).toEqual({
      thing: { id: 0, name: 1 },
      at: 2,
      total: 3,
      again: { id: 4 },
    });
  });

  it('refuses columns the drivers hand over otherwise than Drizzle maps them', () => {
    expect(() => indexesOf({ day: things.day })).toThrow(/day needs mapping/);
    expect(() => indexesOf({ wallClock: things.wallClock })).toThrow(/wall_clock needs mapping/);
    expect(() => indexesOf({ things })).toThrow(/needs mapping/);
  });
});
