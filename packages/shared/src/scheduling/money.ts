import { z } from 'zod';

/** The largest amount one appointment may cost, in USD. */
const MAX_USD = 100_000;

/** USD amounts travel as numbers with at most two decimals (C73); the database keeps cents. */
export const UsdSchema = z
  .number()
  .min(0)
  .max(MAX_USD)
  .refine((usd) => Math.abs(usd * 100 - Math.round(usd * 100)) < 1e-6, {
    message: 'at most two decimals (cents)',
  });

export const toCents = (usd: number) => Math.round(usd * 100);
export const fromCents = (cents: number) => cents / 100;
