import type { App } from '../app.js';
import type { SignedIn } from './clinic-world.js';
import { bearer } from './factories.js';
import { multipart, type MultipartPart } from './multipart.js';

/** A PDF of `size` bytes: a real signature, then spaces. */
export const pdfBytes = (size = 2000) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 0x20)]);

/** A new topic from `from` to `to` through the JSON call; answers its id. */
export async function registerTopic(
  app: App,
  from: SignedIn,
  to: { email: string }[],
  fields: { subject?: string; body?: string } = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/registerTopic',
    headers: bearer(from.token),
    payload: {
      subject: fields.subject ?? 'Lab results',
      body: fields.body ?? 'Your results are in.',
      subscribersEmails: to.map((u) => u.email),
    },
  });
  if (response.statusCode !== 201) throw new Error(`registerTopic: ${response.body}`);
  return response.json<{ topicId: number }>().topicId;
}

/** The multipart variant with files; answers the raw response. */
export function registerTopicWithFiles(
  app: App,
  from: SignedIn,
  to: { email: string }[],
  files: { fileName: string; content: Buffer }[],
  fields: { subject?: string; body?: string } = {},
) {
  const parts: MultipartPart[] = [
    { name: 'subject', value: fields.subject ?? 'Scan' },
    { name: 'body', value: fields.body ?? 'See the attached scan.' },
    ...to.map((u) => ({ name: 'subscribersEmails', value: u.email })),
    ...files.map((f) => ({ name: 'files', ...f })),
  ];
  const form = multipart(parts);
  return app.inject({
    method: 'POST',
    url: '/api/registerTopic/uploadFile',
    headers: { ...form.headers, ...bearer(from.token) },
    payload: form.payload,
  });
}

/** The messages of a topic as `who` sees them. */
export async function messagesOf(app: App, who: SignedIn, topicId: number) {
  const response = await app.inject({
    url: `/api/messagesInTopic/${topicId}`,
    headers: bearer(who.token),
  });
  return response.json<{ messageId: number; body: string; files: { fileName: string }[] }[]>();
}
