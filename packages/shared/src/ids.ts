import { z } from 'zod';

/**
 * The largest id a row can have: ids are 32-bit serial columns. A larger whole number (one
 * JavaScript still counts exactly) can name no row, and the database would refuse it as out of
 * range instead of finding nothing, so it is refused as input.
 */
export const MAX_ID = 2_147_483_647;

/** A row's id in a JSON body. */
export const IdSchema = z.number().int().positive().max(MAX_ID);

/** A row's id in a path or query string. */
export const IdTextSchema = z.coerce.number().int().positive().max(MAX_ID);
