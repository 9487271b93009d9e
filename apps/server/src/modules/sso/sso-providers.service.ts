import {
  SsoMessages,
  type SsoProvider,
  type SsoProviderCreate,
  type SsoProviderUpdate,
} from '@clinicall/shared/sso';
import type { Db, Executor } from '../../db/database.js';
import type { SignedInContext } from '../../lib/access/request-context.js';
import { domainError } from '../../lib/domain-error.js';
import { adminActionDetail, changedFields } from '../audit/admin-changes.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { SsoFlow } from './sso-flow.js';
import { ssoRepository as repo, type SsoProviderRow } from './sso.repository.js';

/** The audited view of a provider: the secret appears only as a field name (masked). */
const audited = (row: SsoProviderRow) => ({
  name: row.name,
  issuer: row.issuer,
  clientId: row.clientId,
  clientSecret: row.clientSecretSealed,
  domains: row.domains,
  enabled: row.enabled,
});

const SECRET_KEYS = ['clientSecret'] as const;

export const toSsoProvider = (row: SsoProviderRow): SsoProvider => ({
  id: row.id,
  name: row.name,
  issuer: row.issuer,
  clientId: row.clientId,
  domains: row.domains,
  enabled: row.enabled,
  hasClientSecret: row.clientSecretSealed.length > 0,
  updatedAt: row.updatedAt.toISOString(),
});

/** An issuer is compared without a trailing slash, as discovery does. */
const normalIssuer = (issuer: string) => issuer.replace(/\/+$/, '');

/** The super admin's identity providers (issue 20 point 6); every change audited, secret masked. */
export function createSsoProvidersService(deps: { db: Db; box: SecretBox; flow: SsoFlow }) {
  const { db, box, flow } = deps;

  async function assertFree(ex: Executor, domains: string[], issuer: string, id: number | null) {
    if ((await repo.providersHoldingDomains(ex, domains, id)).length > 0) {
      throw domainError('CONFLICT', SsoMessages.domainTaken);
    }
    const all = await repo.listProviders(ex);
    if (all.some((p) => p.id !== id && normalIssuer(p.issuer) === normalIssuer(issuer))) {
      throw domainError('CONFLICT', SsoMessages.issuerTaken);
    }
  }

  return {
    list: async () => (await repo.listProviders(db)).map(toSsoProvider),

    async create(ctx: SignedInContext, input: SsoProviderCreate) {
      const domains = [...new Set(input.domains)];
      const row = await db.transaction(async (tx) => {
        await assertFree(tx, domains, input.issuer, null);
        const created = await repo.insertProvider(tx, {
          name: input.name,
          issuer: normalIssuer(input.issuer),
          clientId: input.clientId,
          clientSecretSealed: box.seal(input.clientSecret),
          domains,
          enabled: input.enabled,
        });
        await ctx.audit(
          'admin.sso-provider.create',
          {
            detail: adminActionDetail(
              { type: 'sso-provider', id: created.id },
              changedFields(null, audited(created), SECRET_KEYS),
            ),
          },
          tx,
        );
        return created;
      });
      return toSsoProvider(row);
    },

    async update(ctx: SignedInContext, id: number, input: SsoProviderUpdate) {
      const domains = [...new Set(input.domains)];
      const row = await db.transaction(async (tx) => {
        const before = await repo.findProviderForUpdate(tx, id);
        if (!before) throw domainError('NOT_FOUND');
        await assertFree(tx, domains, input.issuer, id);
        const after = await repo.updateProvider(tx, id, {
          name: input.name,
          issuer: normalIssuer(input.issuer),
          clientId: input.clientId,
          domains,
          enabled: input.enabled,
          ...(input.clientSecret ? { clientSecretSealed: box.seal(input.clientSecret) } : {}),
        });
        await ctx.audit(
          'admin.sso-provider.update',
          {
            detail: adminActionDetail(
              { type: 'sso-provider', id },
              changedFields(audited(before), audited(after), SECRET_KEYS),
            ),
          },
          tx,
        );
        return after;
      });
      return toSsoProvider(row);
    },

    /**
     * Test connection: discovery now, and a round trip to run in a new tab whose callback shows
     * the returned claims instead of signing in. Works on a provider that is not switched on yet.
     */
    async startTest(ctx: SignedInContext, id: number) {
      const provider = await repo.findProvider(db, id);
      if (!provider) throw domainError('NOT_FOUND');
      let started: Awaited<ReturnType<SsoFlow['begin']>>;
      try {
        started = await flow.begin(provider, 'TEST');
      } catch {
        await ctx.audit('admin.sso-provider.test', {
          detail: {
            ...adminActionDetail({ type: 'sso-provider', id }),
            outcome: 'discovery-failed',
          },
        });
        throw domainError('BAD_REQUEST', SsoMessages.discoveryFailed);
      }
      await ctx.audit('admin.sso-provider.test', {
        detail: { ...adminActionDetail({ type: 'sso-provider', id }), outcome: 'discovered' },
      });
      return started;
    },
  };
}

export type SsoProvidersService = ReturnType<typeof createSsoProvidersService>;
