import { AdminUserMessages as M } from '@clinicall/shared/admin-users';
import { photoPath } from '@clinicall/shared/people/photo-path';
import { Role } from '@clinicall/shared/roles';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/database.js';
import type { SignedInContext } from '../../lib/access/request-context.js';
import { domainError } from '../../lib/domain-error.js';
import { adminActionDetail } from '../audit/admin-changes.js';
import type { PhotoService } from '../patients/photo.service.js';
import { providerPhotoRepository as repo } from './provider-photo.repository.js';
import { staffRepository as staff } from './staff.repository.js';

/**
 * B64, B94: the super admin sets or removes a provider's photo (`imagePath`). The photo goes
 * through the same checks, resizing and storage as the provider's own (F40, F41); the file it
 * replaces is removed once the change is committed. Each change is an audited admin action.
 */
export function createAdminProviderPhotoService(deps: {
  db: Db;
  photos: Pick<PhotoService, 'replace'>;
  storage: { remove(key: string): Promise<void> };
}) {
  async function provider(id: number) {
    const found = await staff.find(deps.db, Role.provider, id);
    if (!found) throw domainError('NOT_FOUND', M.providerMissing);
    return found;
  }
  const audit = (ctx: SignedInContext, id: number, from: string | null, to: string | null) =>
    ctx.audit('admin.provider.photo', {
      detail: adminActionDetail({ type: 'provider', id }, { imagePath: { from, to } }),
    });

  return {
    async replace(
      ctx: SignedInContext,
      id: number,
      upload: { fileName: string; stream: Readable },
    ) {
      const before = await provider(id);
      const key = await deps.photos.replace(id, upload);
      await audit(ctx, id, before.imagePath, key);
      return { imagePath: photoPath({ id, role: Role.provider }, key) ?? '' };
    },

    async remove(ctx: SignedInContext, id: number) {
      await provider(id);
      const old = await deps.db.transaction((tx) => repo.clear(tx, id));
      if (old) await deps.storage.remove(old);
      await audit(ctx, id, old, null);
    },
  };
}

export type AdminProviderPhotoService = ReturnType<typeof createAdminProviderPhotoService>;
