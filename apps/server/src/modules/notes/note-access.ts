import type { ScopedContext } from '../../lib/access/request-context.js';
import { Role } from '@clinicall/shared/roles';
import { inScope } from '../../lib/access/clinic-scope.js';
import { domainError } from '../../lib/domain-error.js';
import type { EncounterFacts } from './encounter-facts.repository.js';

/** Statuses after the appointment started (E49: summary sections appear from then on). */
const STARTED = ['STARTED', 'PROVIDER_STARTED', 'PATIENT_STARTED', 'FINISHED'];

export const hasStarted = (facts: Pick<EncounterFacts, 'status' | 'roomStartTime'>) =>
  facts.roomStartTime !== null || STARTED.includes(facts.status);

/** The encounter's patient, or the family head acting for them. */
export const isPatientSide = (facts: EncounterFacts, userId: number) =>
  userId === facts.patientId || (facts.familyOwnerId !== null && userId === facts.familyOwnerId);

/** Its provider or lead provider. */
export const isProviderSide = (facts: EncounterFacts, userId: number) =>
  userId === facts.providerId || userId === facts.leadProviderId;

/** A participant: the only ones who may download the encounter's files (E56, E58). */
export const isParticipant = (facts: EncounterFacts, userId: number) =>
  isPatientSide(facts, userId) || isProviderSide(facts, userId);

/**
 * Who may read an encounter's notes: its participants, and the providers of its clinic (the care
 * team reading a colleague's note; E48 "everyone else sees it read-only"). Others get 403.
 */
export function assertMayRead(ctx: ScopedContext, facts: EncounterFacts) {
  const { userId, role } = ctx.actor;
  if (isParticipant(facts, userId)) return;
  if (role === Role.provider && inScope(ctx.scope, facts.clinicId)) return;
  throw domainError('FORBIDDEN');
}

/**
 * `assertMayRead`, then names the encounter's patient as read by this request: the answer shows
 * their visit (issue 19 path 5; written on the routes that declare the read).
 */
export function readPatientOf(ctx: ScopedContext, facts: EncounterFacts) {
  assertMayRead(ctx, facts);
  ctx.readsPatient(facts.patientId, facts.clinicId);
}

/** E48: only the lead provider writes the summary. */
export function assertLead(ctx: ScopedContext, facts: EncounterFacts) {
  if (ctx.actor.userId !== facts.leadProviderId) throw domainError('NOT_LEAD_PROVIDER');
}
