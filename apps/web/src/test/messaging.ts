import type {
  InMailPerson,
  Message,
  SimpleTopicInfo,
  Topic,
} from '@clinicall/shared/messaging/topics';

export const providerPerson: InMailPerson = {
  id: 7,
  email: 'jane.doe@example.org',
  firstName: 'Jane',
  lastName: 'Doe',
  imagePath: null,
  role: 'ROLE_PROVIDER',
};

export const patientPerson: InMailPerson = {
  id: 21,
  email: 'sam.rivera@example.org',
  firstName: 'Sam',
  lastName: 'Rivera',
  imagePath: null,
  role: 'ROLE_PATIENT',
};

/** A topic between the provider and the patient, unread unless told otherwise. */
export function makeTopic(overrides: Partial<Topic> = {}): Topic {
  return {
    id: 5,
    createdDate: '2026-11-20T10:00:00.000Z',
    subject: 'Lab results',
    messageBody: 'Your results are in.',
    subscribersEmails: [providerPerson.email, patientPerson.email],
    subscribersInfo: [providerPerson, patientPerson],
    encounterId: null,
    encounterStatus: null,
    numberOfMessages: 1,
    messageUnread: true,
    lastMessageBody: 'Your results are in.',
    lastMessageDate: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function makeTopicInfo(overrides: Partial<SimpleTopicInfo> = {}): SimpleTopicInfo {
  return { ...makeTopic(), canReply: true, canComplete: false, canPrint: false, ...overrides };
}

export function makeMessage(overrides: Partial<Message> = {}): Message {
  return {
    messageId: 11,
    topicId: 5,
    body: 'Your results are in.',
    createdDate: '2026-11-20T10:00:00.000Z',
    authorInfo: providerPerson,
    files: [],
    ...overrides,
  };
}
