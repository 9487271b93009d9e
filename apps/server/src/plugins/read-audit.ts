import { Role } from '@clinicall/shared/roles';
import type { FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { PatientRead, PatientReads, RequestField } from '../lib/access/patient-reads.js';
import type { Actor, RequestContext } from '../lib/access/request-context.js';
import type { ClinicRule } from '../lib/access/rules.js';
import type {
  PatientReadRow,
  PatientReadWriter,
  PatientShown,
} from '../modules/audit/patient-read-writer.js';

type PatientRule = Extract<ClinicRule, { kind: 'patient' }>;

function fieldOf(request: FastifyRequest, field: { from: 'param' | 'query'; name: string }) {
  const source = field.from === 'param' ? request.params : request.query;
  return (source as Record<string, unknown> | undefined)?.[field.name];
}

const idOf = (request: FastifyRequest, field: RequestField) => {
  const id = Number(fieldOf(request, field));
  return Number.isSafeInteger(id) ? id : null;
};

/** The patients the answer shows: the rule's patient, or those the service named. */
function patientsOf(request: FastifyRequest, reads: PatientReads, rule: ClinicRule, actor: Actor) {
  if (reads.patients === 'named') return request.ctx.patientsRead ?? [];
  const { defaultSelf } = rule as PatientRule;
  const raw = fieldOf(request, rule as PatientRule);
  const patientId = raw === undefined && defaultSelf ? actor.userId : Number(raw);
  return [{ patientId, clinicId: null }];
}

/**
 * The clinic through which the caller reached the patient. None for the patient's own reads (a
 * patient reaches only themselves and the family they head; staff reading their own data). Else
 * the record's clinic when the service named it; else the scope's, narrowed to the target by the
 * route's rule (the lowest when several: a patient of two clinics the caller works in); else, for
 * lists over the caller's clinics, the lowest of them the patient belongs to, which the insert
 * looks up in the same statement.
 */
function clinicOf(ctx: RequestContext, actor: Actor, read: PatientRead, narrowed: boolean) {
  if (actor.role === Role.patient || read.patientId === actor.userId) {
    return { clinicId: null, lookUp: false };
  }
  if (read.clinicId !== null) return { clinicId: read.clinicId, lookUp: false };
  const scope = ctx.scope;
  if (scope && !scope.all && (narrowed || scope.clinicIds.length === 1)) {
    return { clinicId: Math.min(...scope.clinicIds), lookUp: false };
  }
  return { clinicId: null, lookUp: true };
}

/** The reader's clinics the database looks a patient's clinic up among: a list, or all (`*`). */
function lookUpAmong(ctx: RequestContext) {
  const scope = ctx.scope;
  return !scope || scope.all ? '*' : `{${scope.clinicIds.join(',')}}`;
}

/**
 * The answer's one row, naming each patient shown once per clinic it found them through; null
 * when it showed nobody.
 */
function rowOf(
  request: FastifyRequest,
  reads: PatientReads,
  rule: ClinicRule,
  url: string,
): PatientReadRow | null {
  const ctx = request.ctx;
  const actor = ctx.actor;
  if (!actor) return null;
  const narrowed = rule.kind !== 'own' && rule.kind !== 'none';
  const seen = new Set<string>();
  const patients: PatientShown[] = [];
  for (const read of patientsOf(request, reads, rule, actor)) {
    const key = `${read.patientId}|${read.clinicId}`;
    if (seen.has(key) || !Number.isSafeInteger(read.patientId)) continue;
    seen.add(key);
    patients.push({ patientId: read.patientId, ...clinicOf(ctx, actor, read, narrowed) });
  }
  if (patients.length === 0) return null;
  return {
    userId: actor.userId,
    actingAssistantId: actor.actingAssistantId,
    actorRole: actor.role,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    kind: reads.kind,
    recordId: reads.record ? idOf(request, reads.record) : null,
    route: `${request.method} ${url}`,
    patients,
    clinicAmong: patients.some((shown) => shown.lookUp) ? lookUpAmong(ctx) : null,
  };
}

/**
 * Written before the answer leaves, on successful (2xx) answers only: refusals and errors read
 * nothing. A callback hook on the declaring routes alone, so other routes pay nothing.
 */
function auditOnSuccess(
  writer: PatientReadWriter,
  reads: PatientReads,
  rule: ClinicRule,
  url: string,
): onSendHookHandler {
  return (request, reply, payload, done) => {
    if (reply.statusCode < 200 || reply.statusCode > 299) return done(null, payload);
    const row = rowOf(request, reads, rule, url);
    if (!row) return done(null, payload);
    writer.write([row]).then(
      () => done(null, payload),
      (error: unknown) => {
        // The read is not served unrecorded: the error handler answers instead, and a file
        // stream that will not be sent is closed.
        (payload as { destroy?: () => void } | null)?.destroy?.();
        done(error as Error);
      },
    );
  };
}

/**
 * Issue 19 path 5: every successful answer of a route that declares `config.readsPatient` writes
 * one `patient.read` audit row naming every patient it shows (lib/access/patient-reads.ts says how
 * a route names them). `writer: null` builds the app without the rows (the benchmark's comparison
 * only).
 */
export const readAuditPlugin = fp<{ writer: PatientReadWriter | null }>(async (app, { writer }) => {
  const declared = new Map<string, PatientReads>();
  app.decorate('patientReadRoutes', declared);

  app.addHook('onRoute', (route) => {
    const reads = route.config?.readsPatient;
    if (!reads || route.method === 'HEAD') return;
    const access = route.config?.access;
    const name = `${[route.method].flat().join(',')} ${route.url}`;
    if (!access || access === 'open')
      throw new Error(`${name} reads patient data without a session`);
    if (reads.patients === 'rule' && access.clinic.kind !== 'patient') {
      throw new Error(`${name} reads the patient of its rule, but its rule names no patient`);
    }
    for (const method of [route.method].flat()) declared.set(`${method} ${route.url}`, reads);
    if (!writer) return;
    const hooks = route.onSend === undefined ? [] : [route.onSend].flat();
    route.onSend = [...hooks, auditOnSuccess(writer, reads, access.clinic, route.url)];
  });

  // Fastify's close waits for the requests in flight, whose answers wait for their rows.
  if (writer) app.addHook('onClose', () => writer.idle());
});
