import type {
  DashboardPageQuery,
  EncounterListQuery,
} from '@clinicall/shared/scheduling/encounter-lists';
import type { PatientRead } from '../../lib/access/patient-reads.js';
import { createTaggedCache } from '../../lib/tagged-cache.js';
import type { ScopedContext } from '../../lib/access/request-context.js';
import { clinicAlsoConcernsAll, isUserOrClinicTag } from './counters-cache.js';
import { viewerKey } from './viewer-cache-keys.js';

/**
 * Longest life of a page, whatever the notifications say: a bound on any oversight. GET
 * /api/encounters names its range, so time alone changes none of its pages; a dashboard tab's
 * page lives no longer than the counters, whose conditions it shares.
 */
export const LIST_MAX_LIFE_MS = 5 * 60_000;

/**
 * A page as the API writes it, and the patients it shows: a hit names them as read again (issue 19
 * path 5), like the read that built it.
 */
export type WrittenPage = { json: string; shown: readonly PatientRead[] };

/**
 * The list pages (C86, C87, C110) and dashboard tabs' pages (C92–C95) this instance answered, as
 * written JSON (a hit sends it as it is), tagged as the counters are; at most 32 MB of text (a
 * page of 15 is some 16 kB).
 */
export function createEncounterListCache(maxChars = 32_000_000) {
  return createTaggedCache<WrittenPage>({
    maxEntries: 20_000,
    // The text is the bulk: a page's patients are at most its rows.
    maxSize: { total: maxChars, sizeOf: (page) => page.json.length },
    maxLifeMs: LIST_MAX_LIFE_MS,
    isTag: isUserOrClinicTag,
    alsoConcerns: clinicAlsoConcernsAll,
  });
}

export type EncounterListCache = ReturnType<typeof createEncounterListCache>;

/** Everything that shapes a page: the viewer (who, role, scope, zone) and every parameter. */
export function listKey(ctx: ScopedContext, query: EncounterListQuery) {
  const { from, to, status, finishedEType, searchValue, searchRpmPatient, sort, page, size } =
    query;
  const parameters = [
    from,
    to,
    status,
    finishedEType,
    searchValue,
    searchRpmPatient,
    sort,
    page,
    size,
  ];
  return `${viewerKey(ctx)}|list|${JSON.stringify(parameters)}`;
}

/** Everything that shapes a dashboard tab's page (C92–C95): the viewer, the tab, the page. */
export function tabKey(ctx: ScopedContext, tab: string, query: DashboardPageQuery) {
  return `${viewerKey(ctx)}|${tab}|${query.page}|${query.size}`;
}
