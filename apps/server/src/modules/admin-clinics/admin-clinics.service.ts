import {
  AdminClinicMessages,
  ClinicInputSchema,
  customUrlProblem,
  type AdminClinic,
  type ClinicFindQuerySchema,
  type ClinicInputParsed,
} from '@clinicall/shared/admin-clinic';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/database.js';
import type { SignedInContext } from '../../lib/access/request-context.js';
import { domainError } from '../../lib/domain-error.js';
import { adminActionDetail, changedFields } from '../audit/admin-changes.js';
import type { FileStorage } from '../storage/storage.service.js';
import {
  adminClinicsRepository as repo,
  type ClinicRow,
  type ClinicValues,
} from './admin-clinics.repository.js';
import { auditSnapshot, loadAdminClinic, without } from './clinic-dto.js';
import { storageUrlsOf, storedImages } from './clinic-images.js';
import { consentKey, discardUploads, logoKey, type ClinicUploads } from './clinic-uploads.js';
import { consentSlots } from './consent-rules.js';
import { partnerChoice } from './partner-rules.js';

const noUploads = (): ClinicUploads => ({
  json: undefined,
  consents: new Map(),
  logo: null,
  topLogo: null,
  images: [],
});

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (('code' in error && error.code === '23505') || isUniqueViolation((error as Error).cause));

/** The multipart calls' `clinicDTOJson`, parsed by the same schema as the JSON calls. */
export function parseClinicJson(json: string | undefined): ClinicInputParsed {
  let value: unknown;
  try {
    value = JSON.parse(json ?? '');
  } catch {
    throw domainError('VALIDATION', AdminClinicMessages.formInvalid, 'clinicDTOJson is not JSON');
  }
  const parsed = ClinicInputSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw domainError(
      'VALIDATION',
      issue?.message ?? AdminClinicMessages.formInvalid,
      issue ? `${issue.path.join('.')}: ${issue.message}` : undefined,
    );
  }
  return parsed.data;
}

async function assertCustomUrl(tx: Tx, customUrl: string | null, exceptId: number | null) {
  if (customUrl === null) return;
  const problem = customUrlProblem(customUrl);
  if (problem === AdminClinicMessages.customUrlReserved) throw domainError('CUSTOM_URL_RESERVED');
  if (problem) throw domainError('VALIDATION', problem);
  if (await repo.customUrlTaken(tx, customUrl, exceptId)) throw domainError('CUSTOM_URL_TAKEN');
}

/** The columns a save writes, after the rules of spec 3 §4 and §5. */
async function columnsOf(
  tx: Tx,
  input: ClinicInputParsed,
  uploads: ClinicUploads,
  before: ClinicRow | null,
): Promise<ClinicValues> {
  const fields = without(input, [
    'consents',
    'addressUSDTOList',
    'experienceBoxes',
    'removeCustomLogo',
    'removeCustomTopLogo',
  ]);
  const logo = (upload: { path: string } | null, remove: boolean | undefined, old: string | null) =>
    upload?.path ?? (remove ? null : old);
  return {
    ...fields,
    ...(await partnerChoice(tx, input)),
    // B29: consent off clears the additional consent text with the consents.
    additionalConsentText: input.allowConsent ? input.additionalConsentText : null,
    requireConsentCheck: input.allowConsent && input.requireConsentCheck,
    customLogo: logo(uploads.logo, input.removeCustomLogo, before?.customLogo ?? null),
    customTopLogo: logo(uploads.topLogo, input.removeCustomTopLogo, before?.customTopLogo ?? null),
    storageUrls: storageUrlsOf(input, uploads, before),
  };
}

/** Stored files a committed save no longer references. */
function unreferenced(before: AdminClinic | null, after: AdminClinic): string[] {
  if (!before) return [];
  const kept = new Set(after.consents.map((c) => c.file));
  return [
    ...before.consents.filter((c) => !kept.has(c.file)).map((c) => consentKey(c.file)),
    ...[before.customLogo, before.customTopLogo]
      .filter((path): path is string => path !== null)
      .filter((path) => path !== after.customLogo && path !== after.customTopLogo)
      .map(logoKey),
    ...storedImages(before.storageUrls)
      .filter((path) => !after.storageUrls.includes(path))
      .map(logoKey),
  ];
}

/**
 * Issue 20 point 3: what deactivating a clinic does beyond the switch, inside the save's
 * transaction (its users' sessions, its open bookings); answers what to do once it committed.
 */
export type ClinicDeactivation = (
  tx: Tx,
  ctx: SignedInContext,
  clinicId: number,
) => Promise<() => void>;

/** The super admin's clinics (spec 3 §2, §7; B6–B59). */
export function createAdminClinicsService({
  db,
  storage,
  onDeactivate,
}: {
  db: Db;
  storage: FileStorage;
  onDeactivate: ClinicDeactivation;
}) {
  async function save(
    ctx: SignedInContext,
    id: number | null,
    input: ClinicInputParsed,
    uploads: ClinicUploads = noUploads(),
  ): Promise<AdminClinic> {
    let outcome: { before: AdminClinic | null; after: AdminClinic; afterCommit?: () => void };
    try {
      outcome = await db.transaction(async (tx) => {
        const row = id === null ? null : await repo.lockById(tx, id);
        if (id !== null && !row) throw domainError('NOT_FOUND');
        const before = row ? await loadAdminClinic(tx, row) : null;
        await assertCustomUrl(tx, input.customUrl, id);
        const slots = consentSlots(
          input,
          uploads.consents,
          row ? await repo.consents(tx, row.id) : [],
        );
        const values = await columnsOf(tx, input, uploads, row ?? null);
        const saved = row ? await repo.update(tx, row.id, values) : await repo.insert(tx, values);
        await repo.replaceAddresses(tx, saved.id, input.addressUSDTOList);
        await repo.replaceExperienceBoxes(tx, saved.id, input.experienceBoxes);
        await repo.replaceConsents(tx, saved.id, slots);
        const after = await loadAdminClinic(tx, saved);
        const changes = changedFields(auditSnapshot(before) ?? {}, auditSnapshot(after) ?? {});
        const action = !before
          ? 'admin.clinic.create'
          : 'activated' in changes
            ? after.activated
              ? 'admin.clinic.activate'
              : 'admin.clinic.deactivate'
            : 'admin.clinic.update';
        await ctx.audit(
          action,
          {
            clinicId: saved.id,
            detail: adminActionDetail({ type: 'clinic', id: saved.id }, changes),
          },
          tx,
        );
        if (action === 'admin.clinic.deactivate') {
          return { before, after, afterCommit: await onDeactivate(tx, ctx, saved.id) };
        }
        return { before, after };
      });
    } catch (error) {
      await discardUploads(storage, uploads);
      if (isUniqueViolation(error)) throw domainError('CUSTOM_URL_TAKEN');
      throw error;
    }
    outcome.afterCommit?.();
    // Uploads not kept (consent switched off, say) and the files they replaced go once committed.
    const keptFiles = new Set([
      ...outcome.after.consents.map((c) => consentKey(c.file)),
      ...[outcome.after.customLogo, outcome.after.customTopLogo].flatMap((p) =>
        p ? [logoKey(p)] : [],
      ),
      ...storedImages(outcome.after.storageUrls).map(logoKey),
    ]);
    const unused = [
      ...[...uploads.consents.values()].map((c) => consentKey(c.fileId)),
      ...[uploads.logo, uploads.topLogo].flatMap((l) => (l ? [l.key] : [])),
      ...uploads.images.map((image) => image.key),
    ].filter((key) => !keptFiles.has(key));
    await Promise.all(
      [...unused, ...unreferenced(outcome.before, outcome.after)].map((key) => storage.remove(key)),
    );
    return outcome.after;
  }

  return {
    create: (ctx: SignedInContext, input: ClinicInputParsed, uploads?: ClinicUploads) =>
      save(ctx, null, input, uploads),

    update: (ctx: SignedInContext, id: number, input: ClinicInputParsed, uploads?: ClinicUploads) =>
      save(ctx, id, input, uploads),

    async get(id: number): Promise<AdminClinic> {
      const row = await repo.byId(db, id);
      if (!row) throw domainError('NOT_FOUND');
      return loadAdminClinic(db, row);
    },

    /** B6: a page of clinics by name, optionally only active or only inactive ones. */
    async find(query: z.output<typeof ClinicFindQuerySchema>) {
      const { rows, total } = await repo.find(
        db,
        {
          keyword: query.keyword,
          activated: query.filterByActivated ? (query.isActivated ?? true) : undefined,
        },
        { offset: query.page * query.size, limit: query.size },
      );
      return {
        content: rows,
        totalElements: total,
        last: (query.page + 1) * query.size >= total,
      };
    },

    /** B8: the clinic pickers' lists (every clinic, by keyword, or only active ones). */
    async pick(filter: { keyword?: string; activated?: boolean }) {
      return (await repo.find(db, filter, { offset: 0, limit: 1000 })).rows;
    },

    partners: (type: string | undefined) => repo.partners(db, type),

    async clinicPartners(id: number, type: string | undefined) {
      if (!(await repo.byId(db, id))) throw domainError('NOT_FOUND');
      return repo.partners(db, type);
    },

    /** A consent PDF of the clinic, for the admin's preview. */
    async consentFile(clinicId: number, fileId: string) {
      const row = await repo.consentFile(db, clinicId, fileId);
      if (!row) throw domainError('NOT_FOUND');
      return { key: consentKey(row.fileId), fileName: row.fileName, size: row.size };
    },

    /** A logo some clinic uses; files left behind by a failed save are not served. */
    async logoInUse(path: string) {
      return repo.logoInUse(db, path);
    },
  };
}

export type AdminClinicsService = ReturnType<typeof createAdminClinicsService>;
