import type { App } from '../app.js';
import type { ClinicWorld } from './clinic-world.js';
import { messagesOf, pdfBytes, registerTopicWithFiles } from './messaging.js';
import { multipart } from './multipart.js';
import type { ScopedRouteProbe } from './scoped-route-probes.js';

/** The topic (with one attachment) each in-mail probe aims at, by target clinic. */
const prepared = new Map<number, { topicId: number; messageId: number; subject: string }>();

const subjectOf = (target: ClinicWorld) => `Probe topic ${target.clinic.id}`;

async function prepareTopic(app: App, target: ClinicWorld) {
  if (prepared.has(target.clinic.id)) return;
  const sent = await registerTopicWithFiles(
    app,
    target.provider,
    [target.patient],
    [{ fileName: 'probe.pdf', content: pdfBytes() }],
    { subject: subjectOf(target) },
  );
  const { topicId } = sent.json<{ topicId: number }>();
  const [message] = await messagesOf(app, target.patient, topicId);
  prepared.set(target.clinic.id, {
    topicId,
    messageId: message!.messageId,
    subject: subjectOf(target),
  });
}

const topic = (target: ClinicWorld) => {
  const found = prepared.get(target.clinic.id);
  if (!found) throw new Error('an in-mail probe ran before its prepare step');
  return found;
};

/** Lists of the caller's own topics filter another clinic's out. */
const topicList = (url: string): ScopedRouteProbe => ({
  caller: (other) => other.patient,
  url: () => url,
  prepare: prepareTopic,
  mustNotShow: (target) => [subjectOf(target)],
});

/** A call on one topic of the target clinic: refused to another clinic's member, as if unknown. */
const onTopic = (url: (id: number) => string): ScopedRouteProbe => ({
  foreignHidden: true,
  caller: (other) => other.patient,
  url: (target) => url(topic(target).topicId),
  prepare: prepareTopic,
});

/** One fixed boundary, so a payload and its header (asked for separately) agree. */
const BOUNDARY = '----clinicall-probe';
const form = (parts: Parameters<typeof multipart>[0]) => multipart(parts, BOUNDARY);
const multipartHeaders = form([]).headers;

export const inMailProbes: Record<string, ScopedRouteProbe> = {
  'GET /api/topics': topicList('/api/topics'),
  'GET /api/topics/filter': topicList('/api/topics/filter?kind=conversation'),
  'GET /api/topics/search': topicList('/api/topics/search?keyword=Probe'),
  'GET /api/messagesInTopic/:id': onTopic((id) => `/api/messagesInTopic/${id}`),
  'GET /api/simpleTopicInfo/:id': onTopic((id) => `/api/simpleTopicInfo/${id}`),
  'PUT /api/markTopicAsRead/:id': onTopic((id) => `/api/markTopicAsRead/${id}`),
  'GET /api/message/download': {
    foreignHidden: true,
    caller: (other) => other.patient,
    url: (target) =>
      `/api/message/download?messageId=${topic(target).messageId}&fileName=probe.pdf`,
    prepare: prepareTopic,
  },
  'GET /api/inMailSubscribers': {
    caller: (other) => other.provider,
    url: () => '/api/inMailSubscribers',
    mustNotShow: (target) => [target.patient.email],
  },
  'GET /api/inMailSubscribers/filter': {
    caller: (other) => other.provider,
    url: () => '/api/inMailSubscribers/filter?type=PATIENT',
    mustNotShow: (target) => [target.patient.email],
  },
  'POST /api/registerTopic': {
    caller: (other) => other.provider,
    url: () => '/api/registerTopic',
    payload: (target) => ({
      subject: 'Hello',
      body: 'A probe',
      subscribersEmails: [target.patient.email],
    }),
    ownStatus: 201,
  },
  'POST /api/registerTopic/uploadFile': {
    caller: (other) => other.provider,
    url: () => '/api/registerTopic/uploadFile',
    payload: (target) =>
      form([
        { name: 'subject', value: 'Hello' },
        { name: 'body', value: 'A probe' },
        { name: 'subscribersEmails', value: target.patient.email },
      ]).payload,
    headers: () => multipartHeaders,
    ownStatus: 201,
  },
  'POST /api/replyMessage': {
    foreignHidden: true,
    caller: (other) => other.patient,
    url: () => '/api/replyMessage',
    prepare: prepareTopic,
    payload: (target) => ({ topicId: topic(target).topicId, body: 'A reply' }),
    ownStatus: 201,
  },
  'POST /api/replyMessage/uploadFile': {
    foreignHidden: true,
    caller: (other) => other.patient,
    url: () => '/api/replyMessage/uploadFile',
    prepare: prepareTopic,
    payload: (target) =>
      form([
        { name: 'topicId', value: String(topic(target).topicId) },
        { name: 'body', value: 'A reply' },
      ]).payload,
    headers: () => multipartHeaders,
    ownStatus: 201,
  },
};
