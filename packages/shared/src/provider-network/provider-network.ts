import { z } from 'zod';
import { IdSchema } from '../ids.js';
import { PageNumberSchema } from '../paging.js';

/** Spec 2 §8 (F101, F106): the provider network's empty and error texts. */
export const ProviderNetworkMessages = {
  /** F101: of the spec's two wordings this one is used ("Not connections found" is the other). */
  noConnections: 'You have no current provider connections yet.',
  noProviders: 'No providers found.',
  failed: 'An error occurred. Please refresh the page and try again.',
  /** F99, B19: none of the caller's clinics has the provider network switched on. */
  disabled: 'The provider network is not enabled for your clinics.',
  selfConnection: 'You cannot connect with yourself.',
  notInNetwork: 'This provider is not in the provider network.',
  // Not in the spec: what the web says after adding or removing a connection (F105).
  connected: (name: string) => `${name} is now one of your connections.`,
  disconnected: (name: string) => `${name} is no longer one of your connections.`,
  removeQuestion: (name: string) => `Remove ${name} from your connections?`,
} as const;

/** Spec 2 §9: the provider list's page size is not shown; pages start at 0 (F102). */
export const PROVIDER_PAGE_SIZE = 20;

const flag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

/**
 * F102: one filter set for every provider search (`/searchInProviders`, `/searchInProvidersOnRel`,
 * `/providers/search/`, `/providers/network/search/`); each route fixes some of it.
 */
export const ProviderSearchQuerySchema = z.object({
  keyword: z.string().trim().max(100).optional(),
  page: PageNumberSchema,
  specialty: z.string().trim().max(100).optional(),
  isPreferred: flag,
  hasParentClinic: flag,
  onlyMyClinic: flag,
  onlyNonConnections: flag,
});
export type ProviderSearchQuery = z.infer<typeof ProviderSearchQuerySchema>;

/** F103, F139: one provider row. `onNetwork`: the caller has connected with them. */
export const ProviderListItemSchema = z.object({
  id: IdSchema,
  email: z.string(),
  name: z.string(),
  imagePath: z.string().nullable(),
  /** The provider's practice: their primary specialty (spec 2 §2 "practice"). */
  practice: z.string().nullable(),
  clinic: z.string(),
  onNetwork: z.boolean(),
  preferred: z.boolean(),
});
export type ProviderListItem = z.infer<typeof ProviderListItemSchema>;

/** F139: a page of providers. */
export const ProviderPageSchema = z.object({
  total: z.number().int().nonnegative(),
  isLast: z.boolean(),
  list: z.array(ProviderListItemSchema),
});
export type ProviderPage = z.infer<typeof ProviderPageSchema>;

/** F105: add or remove a connection. */
export const ProviderRelationshipBodySchema = z.object({ providerId: IdSchema });
export type ProviderRelationshipBody = z.infer<typeof ProviderRelationshipBodySchema>;
