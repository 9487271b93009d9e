import { useMutation } from '@tanstack/react-query';
import type { InviteRow } from '@clinicall/shared/invitations/rules';
import { BulkInviteResultSchema } from '@clinicall/shared/invitations/schemas';
import { apiRequest } from '../../../lib/api-client';

/** F84: POST /patientBulkRegister with the file's valid rows. */
function bulkInvite(rows: InviteRow[]) {
  return apiRequest('/patientBulkRegister', {
    method: 'POST',
    body: rows,
    schema: BulkInviteResultSchema,
  });
}

export function useBulkInvite() {
  return useMutation({ mutationFn: bulkInvite });
}
