import {
  PREVIOUS_CONDITIONS_SHOWN,
  type Precondition,
} from '@clinicall/shared/scheduling/preconditions';
import type { Db } from '../../db/database.js';
import type { ScopedContext } from '../../lib/access/request-context.js';
import { COMMON_CONDITIONS } from './common-conditions.js';
import { preconditionsRepository as repo } from './preconditions.repository.js';

/** C57: the conditions offered at the reason-for-visit step, each description once. */
export function createPreconditionsService(db: Db) {
  return {
    async list(ctx: ScopedContext, patientId: number | undefined): Promise<Precondition[]> {
      const previous = await repo.previous(
        db,
        ctx.scope,
        patientId ?? ctx.actor.userId,
        PREVIOUS_CONDITIONS_SHOWN,
      );
      const seen = new Set(previous.map((description) => description.toLowerCase()));
      return [
        ...previous.map((description) => ({ description, source: 'previous' as const })),
        ...COMMON_CONDITIONS.filter((description) => !seen.has(description.toLowerCase())).map(
          (description) => ({ description, source: 'common' as const }),
        ),
      ];
    },
  };
}

export type PreconditionsService = ReturnType<typeof createPreconditionsService>;
