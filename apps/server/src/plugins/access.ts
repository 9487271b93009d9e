import type { Role } from '@clinicall/shared/roles';
import { Role as Roles } from '@clinicall/shared/roles';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { allClinics, clinicsScope, type ClinicScope } from '../lib/access/clinic-scope.js';
import { RequestContext, type Actor } from '../lib/access/request-context.js';
import type { Access, ClinicRule } from '../lib/access/rules.js';
import { DomainError, domainError } from '../lib/domain-error.js';
import { HiddenRefusal, hiddenRefusal } from '../lib/hidden-refusal.js';
import type { RefusalAudit } from '../modules/audit/refusal-audit.service.js';
import type { ClinicAccess } from '../modules/clinics/clinic-access.service.js';
import type {
  SessionAuthenticator,
  TokenRefusal,
} from '../modules/sessions/session-authenticator.service.js';
import type { RouteAccess } from './types.js';

/** The newest referral grant a provider holds on a patient, and whether it is live now. */
export type ReferralGrantCheck = {
  find(
    providerId: number,
    patientId: number,
  ): Promise<{ referralId: number; clinicId: number; live: boolean } | null>;
};

const bearer = (header: string | undefined) =>
  header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;

const allows = (roles: readonly Role[] | 'any', role: Role) =>
  roles === 'any' || roles.includes(role);

function rawValue(request: FastifyRequest, from: 'param' | 'query', name: string): unknown {
  const source = from === 'param' ? request.params : request.query;
  return (source as Record<string, unknown> | undefined)?.[name];
}

const where = (request: FastifyRequest) => ({
  method: request.method,
  route: request.routeOptions.url ?? request.url.split('?')[0],
});

/**
 * Deny by default: every /api route declares `config.access` (the app does not build otherwise).
 * onRequest checks the token and the caller's role; preHandler, once params and query are
 * validated, resolves the route's clinic rule against the caller's memberships and puts the scope
 * on the request context. Services read `request.ctx`; nothing re-derives who is calling.
 * Refusals are audited (refused tokens, 403, 429; not requests that carry no token at all), within
 * each address's audit budget; successful requests write nothing here.
 */
type AccessOptions = {
  /** The bearer-token check, shared with the realtime channel's handshake. */
  auth: SessionAuthenticator;
  clinicAccess: ClinicAccess;
  refusals: RefusalAudit;
  /** Issue 22 item 4: the referral grants `Clinic.patient(…, { viaReferralGrant })` honours. */
  referralGrants?: ReferralGrantCheck;
};

export const accessPlugin = fp<AccessOptions>(async (app, options) => {
  const { auth, clinicAccess, refusals, referralGrants } = options;
  app.decorateRequest('ctx', null as unknown as RequestContext);

  const routeAccess: RouteAccess[] = [];
  app.decorate('routeAccess', routeAccess);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.method === 'HEAD') return;
    const access = route.config?.access;
    if (!access) throw new Error(`${String(route.method)} ${route.url} declares no access rule`);
    for (const method of [route.method].flat())
      routeAccess.push({ method, url: route.url, access });
  });

  /** A token was presented and failed: forged, malformed, expired, revoked, idle, or inactive. */
  async function refuseToken(
    request: FastifyRequest,
    { reason, claimedUserId }: TokenRefusal,
  ): Promise<never> {
    // The claimed user goes in the detail: a row must not hinge on that user still existing.
    await refusals(request.ctx, 'auth.token-refused', {
      detail: { reason, ...where(request), ...(claimedUserId ? { claimedUserId } : {}) },
    });
    throw domainError('UNAUTHORIZED');
  }

  async function authenticate(request: FastifyRequest): Promise<Actor> {
    const token = bearer(request.headers.authorization);
    if (!token) throw domainError('UNAUTHORIZED');
    const checked = await auth(token);
    if (!checked.ok) return refuseToken(request, checked);
    return checked.actor;
  }

  /** The clinics where the caller holds an allowed role: all of them for the super admin. */
  function eligibleScope(actor: Actor, roles: readonly Role[] | 'any') {
    if (actor.role === Roles.superAdmin) return allows(roles, actor.role) ? allClinics() : null;
    const ids = actor.memberships.filter((m) => allows(roles, m.role)).map((m) => m.clinicId);
    return ids.length > 0 ? clinicsScope(ids) : null;
  }

  /** Narrows the caller's eligible clinics to those the route's target lives in. */
  async function resolveScope(
    request: FastifyRequest,
    actor: Actor,
    rule: ClinicRule,
    eligible: ClinicScope,
  ): Promise<ClinicScope> {
    // A clinic the caller names answers 403 whether it exists or not; a record or patient outside
    // the caller's clinics answers as a missing one would (hiddenRefusal), and is audited alike.
    const within = (ids: readonly number[], hidden?: string) => {
      const kept = eligible.all ? ids : ids.filter((id) => eligible.clinicIds.includes(id));
      if (kept.length > 0) return clinicsScope(kept);
      throw hidden ? hiddenRefusal('CLINIC_FORBIDDEN', hidden) : domainError('CLINIC_FORBIDDEN');
    };
    switch (rule.kind) {
      case 'none':
      case 'own':
        return eligible;
      case 'param':
      case 'query': {
        const clinicId = Number(rawValue(request, rule.kind, rule.name));
        if (!Number.isSafeInteger(clinicId)) throw domainError('VALIDATION');
        return within([clinicId]);
      }
      case 'record': {
        const clinicId = await rule.resolve(request, app.db);
        if (clinicId === null) throw domainError('NOT_FOUND');
        return within([clinicId], 'record of another clinic');
      }
      case 'patient': {
        const raw = rawValue(request, rule.from, rule.name);
        const patientId = raw === undefined && rule.defaultSelf ? actor.userId : Number(raw);
        if (!Number.isSafeInteger(patientId)) throw domainError('VALIDATION');
        if (actor.role === Roles.patient) {
          if (!(await clinicAccess.isSelfOrFamily(actor.userId, patientId))) {
            // Checked before the patient's existence: an unknown id answers the same 403.
            throw domainError('FORBIDDEN');
          }
        }
        const clinicIds = await clinicAccess.patientClinicIds(patientId);
        if (rule.viaReferralGrant && referralGrants && actor.role === Roles.provider) {
          const shared = eligible.all || clinicIds.some((id) => eligible.clinicIds.includes(id));
          if (!shared) return grantScope(request, actor.userId, patientId, referralGrants);
        }
        return within(clinicIds, 'patient of no clinic of theirs');
      }
    }
  }

  /**
   * A provider outside the patient's clinics reads through a live referral grant, scoped to the
   * referral's clinic, and each such read is audited with its referral. One whose grant expired
   * or was revoked is told so (403); anyone else gets the answer a missing patient gets.
   */
  async function grantScope(
    request: FastifyRequest,
    providerId: number,
    patientId: number,
    grants: ReferralGrantCheck,
  ): Promise<ClinicScope> {
    const grant = await grants.find(providerId, patientId);
    if (!grant) throw hiddenRefusal('CLINIC_FORBIDDEN', 'patient of no clinic of theirs');
    if (!grant.live) throw domainError('REFERRAL_ACCESS_ENDED');
    request.ctx.referralGrantId = grant.referralId;
    await request.ctx.audit('referral.grant-read', {
      patientId,
      clinicId: grant.clinicId,
      subject: String(grant.referralId),
      detail: { referralId: grant.referralId, ...where(request) },
    });
    return clinicsScope([grant.clinicId]);
  }

  /** What onRequest found for a clinic-scoped route, for preHandler to narrow once params are valid. */
  type PendingScope = { rule: ClinicRule; eligible: ClinicScope };
  const pendingKey = Symbol('pending clinic scope');
  type WithPending = FastifyRequest & { [pendingKey]?: PendingScope };

  /** Token, role, and for a clinic-scoped route the clinics where the caller holds an allowed role. */
  async function admit(
    request: FastifyRequest,
    ctx: RequestContext,
    access: Exclude<Access, 'open'>,
  ) {
    const actor = await authenticate(request);
    ctx.actor = actor;
    if (actor.account.legalPending && !request.routeOptions.config.duringLegalAcceptance) {
      throw domainError('LEGAL_ACCEPTANCE_REQUIRED');
    }
    if (access.clinic.kind === 'none') {
      if (!allows(access.roles, actor.role)) await refuse(request, domainError('FORBIDDEN'));
      return;
    }
    // Roles can differ per clinic: a clinic-scoped route checks the membership's role.
    const eligible = eligibleScope(actor, access.roles);
    if (!eligible) return refuse(request, domainError('FORBIDDEN'));
    (request as WithPending)[pendingKey] = { rule: access.clinic, eligible };
  }

  /** Audits a 403 of the access rules, then throws it. */
  async function refuse(request: FastifyRequest, error: DomainError): Promise<never> {
    await refusals(request.ctx, 'access.forbidden', {
      detail: { code: error.code, ...where(request) },
    });
    throw error;
  }

  async function narrow(request: FastifyRequest, actor: Actor, pending: PendingScope) {
    try {
      request.ctx.scope = await resolveScope(request, actor, pending.rule, pending.eligible);
    } catch (error) {
      if (error instanceof DomainError && error.status === 403) await refuse(request, error);
      throw error;
    }
  }

  // Callback hooks that call into promises only when there is work: open routes and routes without
  // a clinic rule then cost no promise here. Fastify builds `routeOptions` anew at each read, so it
  // is read once.
  const record = app.audit.record;
  app.addHook('onRequest', (request, _reply, done) => {
    const ctx = new RequestContext(request.ip, request.headers['user-agent'] ?? null, record);
    request.ctx = ctx;
    const route = request.routeOptions;
    const access: Access | undefined = route.config.access;
    if (!route.url?.startsWith('/api') || !access || access === 'open') return done();
    admit(request, ctx, access).then(() => done(), done);
  });

  // Refusals answered as 404 (a route's rule or a service's): audited like any 403 of these rules.
  app.addHook('onError', async (request, _reply, error) => {
    if (!(error instanceof HiddenRefusal)) return;
    await refusals(request.ctx, 'access.forbidden', {
      detail: {
        code: error.refused,
        reason: error.reason,
        answered: error.code,
        ...where(request),
      },
    });
  });

  app.addHook('preHandler', (request, _reply, done) => {
    const pending = (request as WithPending)[pendingKey];
    const actor = request.ctx.actor;
    if (!pending || !actor) return done();
    narrow(request, actor, pending).then(() => done(), done);
  });

  /** Audit rows an answer calls for: a 429 (whichever limit answered it), or any request an assistant makes as a provider. */
  async function auditAnswer(request: FastifyRequest, statusCode: number) {
    const ctx = request.ctx;
    if (statusCode === 429) {
      await refusals(ctx, 'request.rate-limited', { detail: where(request) });
    }
    if (ctx.actor?.actingAssistantId) {
      await ctx.audit('impersonated.request', {
        detail: { method: request.method, route: request.routeOptions.url, status: statusCode },
      });
    }
  }

  // Written before the answer leaves, so no impersonated action goes unrecorded. A callback hook:
  // almost every answer needs nothing here, and an async hook would cost each one a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    const needsAudit =
      request.ctx && (reply.statusCode === 429 || request.ctx.actor?.actingAssistantId);
    if (!needsAudit) return done(null, payload);
    auditAnswer(request, reply.statusCode).then(() => done(null, payload), done);
  });
});
