import type { AssistedProviderPage, AuthToken } from '@clinicall/shared/identity';
import { photoPath } from '@clinicall/shared/people/photo-path';
import { Role } from '@clinicall/shared/roles';
import type { Db } from '../../db/database.js';
import type { SignedInContext } from '../../lib/access/request-context.js';
import { domainError } from '../../lib/domain-error.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import { assistantRepository } from './assistant.repository.js';

export function createAssistantService(deps: { db: Db; sessions: SessionsService }) {
  const { db, sessions } = deps;
  return {
    async providers(
      ctx: SignedInContext,
      query: { page: number; size: number; search?: string | undefined },
    ): Promise<AssistedProviderPage> {
      const { rows, total } = await assistantRepository.providersPage(db, ctx.actor.userId, query);
      return {
        content: rows.map((row) => ({
          ...row,
          imagePath: photoPath({ id: row.id, role: Role.provider }, row.imagePath),
        })),
        totalElements: total,
        last: (query.page + 1) * query.size >= total,
      };
    },

    /**
     * A58: a provider token for a linked, active provider only. The link row is locked while the
     * token is minted, so two concurrent requests cannot leave two live acting sessions.
     */
    async actAsProvider(ctx: SignedInContext, providerId: number): Promise<AuthToken> {
      const token = await db.transaction(async (tx) => {
        const provider = await assistantRepository.lockLinkedActiveProvider(
          tx,
          ctx.actor.userId,
          providerId,
        );
        if (!provider) return null;
        const minted = await sessions.issueActingToken(tx, ctx, provider.id);
        await ctx.audit(
          'assistant.impersonate',
          { userId: provider.id, actingAssistantId: ctx.actor.userId },
          tx,
        );
        return minted;
      });
      if (!token) {
        await ctx.audit('assistant.impersonate-refused', { detail: { providerId } });
        throw domainError('NOT_LINKED');
      }
      return token;
    },
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
