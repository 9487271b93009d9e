import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { AuditFields, RequestContext } from '../../lib/access/request-context.js';
import { addressKey } from '../../lib/address-key.js';

/** Records a refusal through the request's audit writer, within the address's budget. */
export type RefusalAudit = (
  ctx: RequestContext,
  action: string,
  fields?: AuditFields,
) => Promise<void>;

/**
 * Refusals (refused tokens, 403, 429, bad reset keys) are what anyone can cause at will, so each
 * address writes at most `perWindow` rows of one action per window, then one `audit.suppressed`
 * row saying which action goes unrecorded and for how long. Counted in process memory: the bound
 * holds per instance and costs no round trip. Successful requests never come here.
 */
export function createRefusalAudit(perWindow = 20, windowSeconds = 600): RefusalAudit {
  const budget = new RateLimiterMemory({ points: perWindow, duration: windowSeconds });
  return async (ctx, action, fields) => {
    const { consumedPoints, msBeforeNext } = await budget.penalty(
      `${addressKey(ctx.ip)}|${action}`,
      1,
    );
    if (consumedPoints <= perWindow) {
      await ctx.audit(action, fields);
    } else if (consumedPoints === perWindow + 1) {
      await ctx.audit('audit.suppressed', {
        detail: { action, perWindow, resumesInSeconds: Math.ceil(msBeforeNext / 1000) },
      });
    }
  };
}
