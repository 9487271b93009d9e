import { Role } from '@clinicall/shared/roles';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { users } from '../db/schema/identity.js';
import {
  legalAcceptances,
  legalDocuments,
  legalDocumentVersions,
} from '../db/schema/legal-documents.js';

const DAY = 86_400_000;

/**
 * Issue 20 point 10: the demo's legal documents. Version 1 of each (the templates migration 0043
 * installed) was accepted by every demo user it applies to a month ago, so the admin's page shows
 * who accepted; the terms have a draft version 2 with the clinic's details filled in, for the
 * super admin to preview and publish. Nothing newer is published, so no demo sign-in is held up.
 */
export async function seedDemoLegalDocuments(
  ex: Executor,
  people: { superAdminId: number; clinicName: string },
  now: Date,
) {
  const current = await ex
    .select({
      id: legalDocumentVersions.id,
      kind: legalDocumentVersions.kind,
      audience: legalDocuments.audience,
      markdown: legalDocumentVersions.markdown,
    })
    .from(legalDocumentVersions)
    .innerJoin(legalDocuments, eq(legalDocuments.kind, legalDocumentVersions.kind))
    .where(eq(legalDocumentVersions.version, 1));
  const everyone = await ex.select({ id: users.id, role: users.role }).from(users);
  const acceptedAt = new Date(now.getTime() - 30 * DAY);
  const rows = current.flatMap((version) =>
    everyone
      .filter((user) => version.audience === 'everyone' || user.role === Role.patient)
      .map((user) => ({
        userId: user.id,
        versionId: version.id,
        acceptedAt,
        ip: '198.51.100.7',
        userAgent: 'demo',
      })),
  );
  if (rows.length > 0) await ex.insert(legalAcceptances).values(rows);

  const terms = current.find((version) => version.kind === 'terms');
  if (!terms) return;
  await ex.insert(legalDocumentVersions).values({
    kind: 'terms',
    version: 2,
    markdown: terms.markdown
      .replace(/^_Template:.*_\n\n/m, '')
      .replaceAll('[Clinic name]', people.clinicName)
      .replace('[address]', '12 River Road, Springfield, IL 62701')
      .replace('[phone]', '(555) 010-2000')
      .replaceAll('[e-mail]', 'care@riverside.example'),
    savedAt: new Date(now.getTime() - 2 * DAY),
    savedBy: people.superAdminId,
  });
}
