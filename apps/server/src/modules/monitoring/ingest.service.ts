import {
  FhirBundleSchema,
  FhirObservationSchema,
  IngestMessages as M,
  NativeIngestSchema,
  type IngestResult,
} from '@clinicall/shared/monitoring/ingest';
import type { Measure } from '@clinicall/shared/monitoring/metrics';
import { isDeepStrictEqual } from 'node:util';
import type { Db, Executor } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { domainError } from '../../lib/domain-error.js';
import type { AlertEvent, AlertRules } from './alerts.service.js';
import { normaliseBundle, normaliseObservation } from './fhir-readings.js';
import type { NormalisedReading } from './normalised-reading.js';
import type { PartnerCredentials } from './partner-credentials.js';
import { normaliseNative } from './reading-check.js';
import { readingsRepository as repo, type StoredReading } from './readings.repository.js';
import { verifyDelivery } from './ingest-signature.js';

export type Delivery = {
  partnerKey: string;
  rawBody: string;
  headers: Record<string, string | string[] | undefined>;
};

/** The readings a body holds, in stored units: native, one Observation or a Bundle. */
function readingsOf(body: unknown, now: Date): NormalisedReading[] {
  const native = NativeIngestSchema.safeParse(body);
  if (native.success) return native.data.readings.map((r) => normaliseNative(r, now));
  const bundle = FhirBundleSchema.safeParse(body);
  if (bundle.success) return normaliseBundle(bundle.data.entry, now);
  if (FhirObservationSchema.safeParse(body).success) return [normaliseObservation(body, now)];
  // Validation of the route's schema let it through, so one of the three parses: unreachable.
  throw domainError('VALIDATION');
}

/** Same content: a partner's retry of a reading it already delivered. */
const sameReading = (stored: StoredReading, r: NormalisedReading) =>
  stored.patientId === r.patientId &&
  stored.kind === r.kind &&
  stored.measuredAt.getTime() === r.measuredAt.getTime() &&
  isDeepStrictEqual(stored.measures, r.measures) &&
  stored.sepsis === r.sepsis;

/**
 * Issue 23 point 2: a partner's delivery, all or nothing. The signature is checked on the exact
 * bytes received before anything is read; every reading must be for a patient enrolled with this
 * partner, in a unit that converts and within physical range; a reading id delivered before is
 * a duplicate when its content is the same (idempotent retries) and refused when it differs.
 * Alerts are evaluated in the same transaction; their events, and the news of the patients
 * whose readings arrived, go out once it committed.
 */
export function createIngestService(deps: {
  db: Db;
  clock: Clock;
  credentials: PartnerCredentials;
  alerts: AlertRules;
  emit: (events: AlertEvent[]) => Promise<void>;
  /** Tells who may read them that these patients have new readings of the partner. */
  readingsArrived: (partnerId: number, patientIds: number[]) => Promise<void>;
}) {
  const { db, clock, credentials, alerts } = deps;

  /** Checks the signature; the partner, or a refusal. */
  async function authenticate(delivery: Delivery) {
    const partner = await credentials.partnerByKey(db, delivery.partnerKey);
    if (!partner) throw domainError('NOT_FOUND');
    const secret = await credentials.secretOf(partner.id);
    if (!secret) throw domainError('INGEST_SIGNATURE_INVALID', M.noSecret);
    verifyDelivery(secret, delivery.rawBody, delivery.headers);
    return partner;
  }

  /** Stores checked readings of one partner; shared by the HTTP ingest and the demo simulator. */
  async function store(partnerId: number, readings: NormalisedReading[]): Promise<IngestResult> {
    const patientIds = [...new Set(readings.map((r) => r.patientId))];
    const enrolments = await repo.enrolments(db, partnerId, patientIds);
    for (const r of readings) {
      if (!enrolments.some((e) => e.patientId === r.patientId)) {
        throw domainError(
          'INGEST_PATIENT_UNKNOWN',
          M.unknownPatient(r.externalId, String(r.patientId)),
        );
      }
    }
    const ids = readings.map((r) => r.externalId);
    const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
    if (repeated !== undefined) throw domainError('INGEST_READING_REUSED', M.reused(repeated));

    const { result, events, arrivedFor } = await db.transaction(async (tx) => {
      const inserted = await repo.insertNew(tx, partnerId, readings);
      const insertedIds = new Set(inserted.map((r) => r.externalId));
      const skipped = readings.filter((r) => !insertedIds.has(r.externalId));
      const earlier = await repo.byExternalIds(
        tx,
        partnerId,
        skipped.map((r) => r.externalId),
      );
      for (const r of skipped) {
        const stored = earlier.find((e) => e.externalId === r.externalId);
        // Thrown inside the transaction: the delivery's new readings are not kept either.
        if (!stored || !sameReading(stored, r)) {
          throw domainError('INGEST_READING_REUSED', M.reused(r.externalId));
        }
      }
      return {
        result: { stored: inserted.length, duplicates: skipped.length },
        events: await afterInsert(tx, partnerId, inserted, enrolments),
        arrivedFor: [...new Set(inserted.map((r) => r.patientId))],
      };
    });
    await deps.emit(events);
    if (arrivedFor.length > 0) await deps.readingsArrived(partnerId, arrivedFor);
    return result;
  }

  /** Confirms sign-ups and evaluates each patient's alerts on what was stored. */
  async function afterInsert(
    tx: Executor,
    partnerId: number,
    inserted: StoredReading[],
    enrolments: Awaited<ReturnType<typeof repo.enrolments>>,
  ) {
    const events: AlertEvent[] = [];
    for (const enrolment of enrolments) {
      const mine = inserted.filter((r) => r.patientId === enrolment.patientId);
      if (mine.length === 0) continue;
      const latestAt = new Date(Math.max(...mine.map((r) => r.measuredAt.getTime())));
      await repo.markReceived(tx, partnerId, enrolment.patientId, latestAt);
      const measures = new Set(mine.flatMap((r) => Object.keys(r.measures) as Measure[]));
      events.push(
        ...(await alerts.evaluate(tx, {
          clinicId: enrolment.clinicId,
          partnerId,
          patientId: enrolment.patientId,
          measures,
          latestAt,
        })),
      );
    }
    return events;
  }

  return {
    store,
    /** Checked before the body is validated: an unsigned sender learns nothing of the format. */
    authenticate,
    /** `POST /api/monitoring/ingest/{partner}`, once `authenticate` admitted the delivery. */
    async accept(partnerId: number, body: unknown): Promise<IngestResult> {
      return store(partnerId, readingsOf(body, clock()));
    },
  };
}

export type IngestService = ReturnType<typeof createIngestService>;
