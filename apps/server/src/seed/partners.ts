import type { Executor } from '../db/database.js';
import { partners } from '../db/schema/clinics.js';

/**
 * The remote-monitoring partners of spec 3 §3. Thorough needs an organization id; Promedix needs
 * one and an associated partner; Premedex is that associated partner and is not offered on its own.
 */
export async function seedPartners(ex: Executor) {
  await ex
    .insert(partners)
    .values([
      { key: 'remotecare', companyName: 'Remote Care Partners', partnerType: 'RPM' },
      { key: 'premedex', companyName: 'Premedex', partnerType: 'RPM', selectable: false },
      { key: 'strados', companyName: 'Strados', partnerType: 'RPM' },
      {
        key: 'promedix',
        companyName: 'Promedix',
        partnerType: 'RPM',
        needsExternalId: true,
        needsAssociatedPartner: true,
      },
      { key: 'thorough', companyName: 'Thorough', partnerType: 'RPM', needsExternalId: true },
      { key: 'morley', companyName: 'Morley', partnerType: 'RPM' },
    ])
    .onConflictDoNothing();
}
