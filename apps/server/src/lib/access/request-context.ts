import type { Account } from '@clinicall/shared/identity';
import type { Role } from '@clinicall/shared/roles';
import type { Executor } from '../../db/database.js';
import type { ClinicScope } from './clinic-scope.js';

/** Who is calling, resolved from the bearer token on every protected request. */
export type Actor = {
  userId: number;
  sessionId: string;
  role: Role;
  email: string;
  /** Set while an assistant acts as this provider. */
  actingAssistantId: number | null;
  /** What GET /account answers, read in the same query that checked the session. */
  account: Account;
};

export type AuditFields = {
  /** Defaults to the signed-in actor. */
  userId?: number | null;
  /** Defaults to the assistant acting for the actor, if any. */
  actingAssistantId?: number | null;
  subject?: string | null;
  detail?: Record<string, unknown>;
};

/** An audit writer already bound to the request's actor, acting assistant, address and user agent. */
export type BoundAudit = (
  action: string,
  fields?: AuditFields,
  executor?: Executor,
) => Promise<void>;

/** Built once per request by the access plugin; routes hand it to services instead of re-deriving it. */
export type RequestContext = {
  ip: string;
  userAgent: string | null;
  actor: Actor | null;
  /** The clinics the route may touch; set on routes with a clinic rule. */
  scope: ClinicScope | null;
  audit: BoundAudit;
};

export type SignedInContext = RequestContext & { actor: Actor };
export type ScopedContext = SignedInContext & { scope: ClinicScope };

/** Narrows the context of a protected route; the access plugin refused the request otherwise. */
export function signedIn(ctx: RequestContext): SignedInContext {
  if (!ctx.actor) throw new Error('a protected route was reached without a session');
  return ctx as SignedInContext;
}

/** Narrows the context of a route with a clinic rule. */
export function scoped(ctx: RequestContext): ScopedContext {
  if (!ctx.actor || !ctx.scope)
    throw new Error('a clinic-scoped route was reached without a scope');
  return ctx as ScopedContext;
}
