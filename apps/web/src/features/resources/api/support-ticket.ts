import { useMutation } from '@tanstack/react-query';
import type { SupportTicket } from '@clinicall/shared/support';
import { apiRequest } from '../../../lib/api-client';

/** F133: POST /support/tickets, mailed to the support address. */
function sendTicket(ticket: SupportTicket) {
  return apiRequest('/support/tickets', { method: 'POST', body: ticket });
}

export function useSendSupportTicket() {
  return useMutation({ mutationFn: sendTicket });
}
