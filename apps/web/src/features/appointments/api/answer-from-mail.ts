import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** What an e-mailed link may answer (C99): the page knows accepted and declined only. */
export const MailAnswerSchema = z.enum(['ACCEPTED', 'DECLINED']);
export type MailAnswer = z.infer<typeof MailAnswerSchema>;

/** The lifecycle's answer to `POST /encounters/status/inMail`: the appointment and its status. */
const MailAnswerResultSchema = z.object({ id: z.number().int(), status: MailAnswerSchema });

export interface MailAnswerRequest {
  id: number;
  token: string;
  status: MailAnswer;
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
        schema: MailAnswerResultSchema,
      }),
  });
}
