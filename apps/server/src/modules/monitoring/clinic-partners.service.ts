import type { z } from 'zod';
import type { ClinicPartnersSchema } from '@clinicall/shared/monitoring/partners';
import type { Db } from '../../db/database.js';
import type { ScopedContext } from '../../lib/access/request-context.js';
import { monitoringClinics } from './clinic-partners.repository.js';
import { adapterFor, isAdapterKey } from './partner-adapters.js';

/** G2: the partners whose views the Remote Patient Monitoring tab shows for the caller. */
export function createClinicPartners(db: Db) {
  return {
    async ofCaller(
      ctx: ScopedContext,
      partnerType: string,
    ): Promise<z.infer<typeof ClinicPartnersSchema>> {
      if (partnerType !== 'RPM') return [];
      const clinics = await monitoringClinics(db, ctx.scope);
      const seen = new Set<number>();
      return clinics.flatMap(({ partner, associatedKey }) => {
        if (seen.has(partner.id) || !isAdapterKey(partner.key)) return [];
        seen.add(partner.id);
        const adapter = adapterFor(partner.key, associatedKey);
        return [
          {
            id: partner.id,
            key: partner.key,
            companyName: partner.companyName,
            devices: [...adapter.devices],
            requestUrl: adapter.requestUrl,
            morleyAssociated: adapter.qrCode,
          },
        ];
      });
    },
  };
}

export type ClinicPartnersService = ReturnType<typeof createClinicPartners>;
