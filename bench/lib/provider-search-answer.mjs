// The provider-search floor's answer (lib/statement-floor.mjs): the page the server's provider
// network service writes from the search statement's rows (F139), built the same way by hand.
import { photoPath } from '@clinicall/shared/people/photo-path';

const PAGE_SIZE = 20;
const PAGE = 0;

/** @param {Array<Array<Record<string, any>>>} results the rows of each statement */
export function answer([rows = []]) {
  const total = rows[0]?.total ?? 0;
  return {
    total,
    isLast: (PAGE + 1) * PAGE_SIZE >= total,
    list: rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: `${row.first_name} ${row.last_name}`,
      imagePath: photoPath({ id: row.id, role: 'ROLE_PROVIDER' }, row.image_path),
      practice: row.primary_specialty,
      clinic: row.clinic,
      onNetwork: row.on_network,
      preferred: row.preferred,
    })),
  };
}
