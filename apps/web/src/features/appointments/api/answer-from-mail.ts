import { useMutation } from '@tanstack/react-query';
import {
  InMailStatusResponseSchema,
  type MailResponseStatus,
} from '@clinicall/shared/scheduling/lifecycle';
import { apiRequest } from '../../../lib/api-client';

export interface MailAnswerRequest {
  id: number;
  token: string;
  status: MailResponseStatus;
}

/** C99: answers a request with the e-mailed token, without sign-in (I32). */
export function useAnswerFromMail() {
  return useMutation({
    mutationFn: (answer: MailAnswerRequest) =>
      apiRequest('/encounters/status/inMail', {
        method: 'POST',
        body: answer,
        isPublic: true,
        token: null,
        schema: InMailStatusResponseSchema,
      }),
  });
}
