import { rpmQrText, type MonitoredPatient } from '@clinicall/shared/monitoring/partners';
import {
  RpmMessages,
  RpmSignupSchema,
  type RpmSignup,
  type RpmSignupStatus,
} from '@clinicall/shared/monitoring/signup';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { partners } from '../../db/schema/clinics.js';
import { patientProfiles } from '../../db/schema/profiles.js';
import { users } from '../../db/schema/identity.js';
import { inScope } from '../../lib/access/clinic-scope.js';
import type { ScopedContext } from '../../lib/access/request-context.js';
import type { Clock } from '../../lib/clock.js';
import { domainError } from '../../lib/domain-error.js';
import { monitoringClinics } from './clinic-partners.repository.js';
import { enrolmentsRepository as enrolments } from './enrolments.repository.js';
import { adapterFor, isAdapterKey, type PartnerAdapter } from './partner-adapters.js';

type Enrolment = NonNullable<Awaited<ReturnType<typeof enrolments.of>>>;

/** The partner a view names, reached through a clinic of the caller's scope that uses it. */
export type PartnerView = {
  partnerId: number;
  companyName: string;
  clinicId: number;
  organizationId: string | null;
  adapter: PartnerAdapter;
};

/**
 * The partner port of issue 23 point 1: look a patient up, their sign-up status, sign them up.
 * Every call goes through `view`: the partner must be the monitoring partner (or its associate)
 * of a clinic in the caller's scope for this patient with remote monitoring on (G1, B22, F10).
 */
export function createPartnerPort(deps: { db: Db; clock: Clock }) {
  const { db } = deps;

  async function view(ctx: ScopedContext, key: string): Promise<PartnerView> {
    const clinics = await monitoringClinics(db, ctx.scope);
    if (clinics.length === 0) throw domainError('MONITORING_OFF');
    for (const c of clinics) {
      const viaAssociate = c.associatedKey === key && c.partner.needsAssociatedPartner;
      if (c.partner.key !== key && !viaAssociate) continue;
      if (!isAdapterKey(key)) break;
      return {
        partnerId: viaAssociate ? await partnerIdOf(key) : c.partner.id,
        companyName: viaAssociate
          ? (c.associatedName ?? c.partner.companyName)
          : c.partner.companyName,
        clinicId: c.clinicId,
        organizationId: c.organizationId,
        adapter: adapterFor(key, c.associatedKey),
      };
    }
    throw domainError('MONITORING_OFF', RpmMessages.partnerNotConfigured);
  }

  async function partnerIdOf(key: string) {
    const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.key, key));
    if (!row) throw domainError('NOT_FOUND');
    return row.id;
  }

  const monitored = (v: PartnerView, e: Enrolment): MonitoredPatient => ({
    patientId: e.patientId,
    partner: v.adapter.key,
    externalId: e.externalId,
    organizationId: v.organizationId,
    enrolledAt: (e.activatedAt ?? e.sentAt).toISOString(),
    devices: e.devices as MonitoredPatient['devices'],
    // G21: what the patient's app scans to pair with this partner (its id for them, or ours).
    qrCode: v.adapter.qrCode ? rpmQrText(v.adapter.key, e.externalId ?? e.patientId) : null,
    features: {
      respiratorySounds: v.adapter.respiratorySounds,
      observations: v.adapter.observations,
      morleyAssociated: v.adapter.qrCode,
    },
  });

  /** The profile's values, which win over the form's (G27), and fill what the form left out (G25). */
  async function withProfile(v: PartnerView, form: z.output<typeof RpmSignupSchema>) {
    const [row] = await db
      .select({
        phone: users.phoneNumber,
        address: patientProfiles.address,
        info: patientProfiles.medicineInfo,
      })
      .from(users)
      .leftJoin(patientProfiles, eq(patientProfiles.userId, users.id))
      .where(eq(users.id, form.patientId));
    if (!row) throw domainError('NOT_FOUND');
    const a = row.address;
    const merged = {
      ...form,
      height: row.info?.height ?? form.height,
      weight: row.info?.weight ?? form.weight,
      phoneNumber: row.phone || form.phoneNumber,
      address: a?.firstStreetLine || form.address,
      city: a?.city || form.city,
      state: a?.state || form.state,
      zipCode: a?.postalCode || form.zipCode,
    };
    const missing = (
      [
        ['phoneNumber', 'Phone number'],
        ['address', 'Address'],
        ['city', 'City'],
        ['state', 'State'],
        ['zipCode', 'Zip code'],
        ...(v.adapter.weightRequired ? ([['weight', 'Weight']] as const) : []),
      ] as const
    ).filter(([field]) => !merged[field]);
    const [first] = missing;
    if (first) throw domainError('VALIDATION', RpmMessages.onFileOrRequired(first[1]));
    for (const device of merged.devices) {
      if (!v.adapter.devices.includes(device)) {
        throw domainError('VALIDATION', RpmMessages.deviceNotOffered(device));
      }
    }
    return merged;
  }

  return {
    view,
    monitored,

    /** G5: the patient at the partner; 404 until the partner has confirmed the sign-up. */
    async lookup(ctx: ScopedContext, key: string, patientId: number): Promise<MonitoredPatient> {
      const v = await view(ctx, key);
      const e = await enrolments.of(db, v.partnerId, patientId);
      if (e?.state !== 'ACTIVE') throw domainError('NOT_FOUND');
      return monitored(v, e);
    },

    /** I39: the partner's patient by e-mail, within the caller's reach. */
    async byEmail(ctx: ScopedContext, key: string, email: string) {
      // Reach first: another clinic's patient answers as unknown whatever its clinics' switches.
      const partner = isAdapterKey(key) ? await partnerIdOf(key) : null;
      const e = partner === null ? null : await enrolments.byEmail(db, partner, email);
      if (!e || e.state !== 'ACTIVE' || !inScope(ctx.scope, e.clinicId)) {
        throw domainError('NOT_FOUND');
      }
      const v = await view(ctx, key);
      ctx.readsPatient(e.patientId, e.clinicId);
      return monitored(v, e);
    },

    /** G9: the sign-up sent for the patient; 404 when none was. */
    async signupStatus(
      ctx: ScopedContext,
      key: string,
      patientId: number,
    ): Promise<RpmSignupStatus> {
      const v = await view(ctx, key);
      const e = await enrolments.of(db, v.partnerId, patientId);
      if (!e) throw domainError('NOT_FOUND');
      return {
        patientId,
        partner: key,
        sentAt: e.sentAt.toISOString(),
        devices: e.devices as RpmSignupStatus['devices'],
        state: e.state,
      };
    },

    /** G22–G30: the sign-up, kept as sent; answered as its status ("already sent"). */
    async signup(ctx: ScopedContext, key: string, input: RpmSignup): Promise<RpmSignupStatus> {
      const v = await view(ctx, key);
      const form = await withProfile(v, RpmSignupSchema.parse(input));
      const created = await db.transaction(async (tx) => {
        const row = await enrolments.insertSent(tx, {
          partnerId: v.partnerId,
          patientId: form.patientId,
          clinicId: v.clinicId,
          state: 'SENT',
          devices: form.devices,
          form,
          requestedBy: ctx.actor.userId,
        });
        if (row) {
          await ctx.audit(
            'monitoring.signup-sent',
            {
              patientId: form.patientId,
              clinicId: v.clinicId,
              detail: { partner: key, devices: form.devices },
            },
            tx,
          );
        }
        return row;
      });
      const e = created ?? (await enrolments.of(db, v.partnerId, form.patientId));
      if (!e) throw domainError('INTERNAL');
      return {
        patientId: e.patientId,
        partner: key,
        sentAt: e.sentAt.toISOString(),
        devices: e.devices as RpmSignupStatus['devices'],
        state: e.state,
      };
    },

    /** I39: the partner's save-RPM-patient call: the patient is monitored by this company. */
    async save(
      ctx: ScopedContext,
      key: string,
      input: { patientId: number; companyName: string; externalId?: string | undefined },
    ): Promise<MonitoredPatient> {
      const v = await view(ctx, key);
      if (input.companyName !== v.companyName) {
        throw domainError('VALIDATION', `The company name must be ${v.companyName}.`);
      }
      const e = await enrolments.of(db, v.partnerId, input.patientId);
      if (!e) throw domainError('NOT_FOUND');
      const saved = await db.transaction(async (tx) => {
        const row = await enrolments.confirm(tx, e.id, input.externalId ?? null);
        await ctx.audit(
          'monitoring.patient-saved',
          { patientId: e.patientId, clinicId: v.clinicId, detail: { partner: key } },
          tx,
        );
        return row;
      });
      if (!saved) throw domainError('NOT_FOUND');
      return monitored(v, saved);
    },
  };
}

export type PartnerPort = ReturnType<typeof createPartnerPort>;
