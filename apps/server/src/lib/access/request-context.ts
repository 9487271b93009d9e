import type { Account } from '@clinicall/shared/identity';
import type { Role } from '@clinicall/shared/roles';
import type { Executor } from '../../db/database.js';
import type { ClinicScope } from './clinic-scope.js';
import type { PatientRead } from './patient-reads.js';

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
  /** The clinics the user belongs to and the role held in each, read in that same query. */
  memberships: readonly { clinicId: number; role: Role }[];
};

export type AuditFields = {
  /** Defaults to the signed-in actor. */
  userId?: number | null;
  /** Defaults to the assistant acting for the actor, if any. */
  actingAssistantId?: number | null;
  subject?: string | null;
  detail?: Record<string, unknown>;
  /** The patient whose data the action concerns (see `AuditEntry`). */
  patientId?: number | null;
  clinicId?: number | null;
};

/** One audit row as the audit module writes it. */
export type AuditEntry = {
  action: string;
  userId?: number | null;
  actingAssistantId?: number | null;
  subject?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  detail?: Record<string, unknown>;
  /** The patient whose data was changed (`patient.read` rows name theirs in `patient_ids`). */
  patientId?: number | null;
  /** The clinic through which the caller reached that patient (null for the patient or family). */
  clinicId?: number | null;
  /** The role the caller acted in. */
  actorRole?: string | null;
};

export type AuditRecorder = (entry: AuditEntry, executor?: Executor) => Promise<void>;

/**
 * Built once per request by the access plugin; routes hand it to services instead of re-deriving
 * it. A class, so a request costs one object: its audit writer reads who and from where off the
 * context when it writes, instead of a closure bound per request.
 */
export class RequestContext {
  actor: Actor | null = null;
  /** The clinics the route may touch; set on routes with a clinic rule. */
  scope: ClinicScope | null = null;
  /**
   * Issue 22 item 4: the referral whose grant admitted this request (a provider outside the
   * patient's clinics); null when the caller reached the patient otherwise.
   */
  referralGrantId: number | null = null;
  /** Patients whose data the answer shows, as services named them (see `readsPatient`). */
  patientsRead: PatientRead[] | null = null;

  constructor(
    readonly ip: string,
    readonly userAgent: string | null,
    private readonly record: AuditRecorder,
  ) {}

  /**
   * Names a patient whose data the answer shows, and the clinic the record was found in when
   * known. On a route that declares `config.readsPatient` as `named`, plugins/read-audit.ts writes
   * one `patient.read` row naming them all, once the answer is a success; elsewhere it is unused.
   */
  readsPatient(patientId: number, clinicId: number | null = null) {
    (this.patientsRead ??= []).push({ patientId, clinicId });
  }

  /** Writes an audit row for this request: the actor and acting assistant unless `fields` say otherwise. */
  audit(action: string, fields: AuditFields = {}, executor?: Executor): Promise<void> {
    return this.record(
      {
        action,
        ip: this.ip,
        userAgent: this.userAgent,
        userId: fields.userId === undefined ? (this.actor?.userId ?? null) : fields.userId,
        actingAssistantId:
          fields.actingAssistantId === undefined
            ? (this.actor?.actingAssistantId ?? null)
            : fields.actingAssistantId,
        subject: fields.subject ?? null,
        patientId: fields.patientId ?? null,
        clinicId: fields.clinicId ?? null,
        actorRole: this.actor?.role ?? null,
        ...(fields.detail ? { detail: fields.detail } : {}),
      },
      executor,
    );
  }
}

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
