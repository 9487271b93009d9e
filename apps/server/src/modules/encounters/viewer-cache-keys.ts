import { Role } from '@clinicall/shared/roles';
import { scopeKey } from '../../lib/access/clinic-scope.js';
import type { ScopedContext } from '../../lib/access/request-context.js';

/**
 * What of the caller shapes their lists and counters: who, in which role and scope, on which
 * clock (the time zone gives each appointment's date).
 */
export function viewerKey(ctx: ScopedContext) {
  const { userId, role } = ctx.actor;
  return `${userId}|${role}|${scopeKey(ctx.scope)}|${ctx.actor.account.timeZone ?? 'UTC'}`;
}

/**
 * The notifications (channel `encounter_lists`) that concern the caller's lists and counters: a
 * provider's or patient's own (a patient's also names their family's appointments), an admin's
 * clinics' or, for the super admin, every clinic's.
 */
export function viewerTags(ctx: ScopedContext) {
  if (ctx.actor.role === Role.provider || ctx.actor.role === Role.patient) {
    return [`u${ctx.actor.userId}`];
  }
  return ctx.scope.all
    ? [`u${ctx.actor.userId}`, 'c*']
    : [`u${ctx.actor.userId}`, ...ctx.scope.clinicIds.map((id) => `c${id}`)];
}
