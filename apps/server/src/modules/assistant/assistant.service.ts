import type { AssistedProviderPage, AuthToken } from '@clinicall/shared/identity';
import { Messages } from '@clinicall/shared/messages';
import type { Db } from '../../db/database.js';
import { forbidden } from '../../lib/domain-error.js';
import type { AuthContext } from '../../plugins/types.js';
import type { AuditWriter } from '../audit/audit.service.js';
import type { IdentityService, RequestMeta } from '../identity/identity.service.js';
import { assistantRepository } from './assistant.repository.js';

export function createAssistantService(deps: {
  db: Db;
  audit: AuditWriter;
  identity: IdentityService;
}) {
  const { db, audit, identity } = deps;
  return {
    async providers(
      auth: AuthContext,
      query: { page: number; size: number; search?: string | undefined },
    ): Promise<AssistedProviderPage> {
      const { rows, total } = await assistantRepository.providersPage(db, auth.userId, query);
      return {
        content: rows,
        totalElements: total,
        last: (query.page + 1) * query.size >= total,
      };
    },

    /** A58: a provider token for a linked, active provider only; the session remembers the assistant. */
    async actAsProvider(
      auth: AuthContext,
      providerId: number,
      meta: RequestMeta,
    ): Promise<AuthToken> {
      const provider = await assistantRepository.linkedActiveProvider(db, auth.userId, providerId);
      if (!provider) {
        await audit.record({
          action: 'assistant.impersonate-refused',
          userId: auth.userId,
          ...meta,
          detail: { providerId },
        });
        throw forbidden('NOT_LINKED', Messages.assistant.notLinked);
      }
      return db.transaction(async (tx) => {
        const token = await identity.issueToken(tx, provider.id, auth.userId, meta);
        await audit.record(
          {
            action: 'assistant.impersonate',
            userId: provider.id,
            actingAssistantId: auth.userId,
            ...meta,
          },
          tx,
        );
        return token;
      });
    },
  };
}
