import { FileMessages } from '@clinicall/shared/files';
import { MessageErrorTexts } from '@clinicall/shared/messaging/messages';
import { beforeAll, describe, expect, test } from 'vitest';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { bearer } from '../../test-support/factories.js';
import {
  messagesOf,
  pdfBytes,
  registerTopic,
  registerTopicWithFiles,
} from '../../test-support/messaging.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();

describe('in-mail topics, replies and unread state', () => {
  let world: ClinicWorld;
  let foreign: ClinicWorld;
  beforeAll(async () => {
    world = await createClinicWorld(ctx.app);
    foreign = await createClinicWorld(ctx.app);
  });

  const get = (token: string, url: string) => ctx.app.inject({ url, headers: bearer(token) });
  const post = (token: string, url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const unread = async (token: string) =>
    (await get(token, '/api/unreadMessagesCount')).json<{ count: number }>().count;

  test('E13 E59 E25 a provider writes to a patient: both list the topic, the patient has it unread', async () => {
    const before = await unread(world.patient.token);
    const topicId = await registerTopic(ctx.app, world.provider, [world.patient], {
      subject: 'Your blood test',
      body: 'Everything looks normal.',
    });
    expect(await unread(world.patient.token)).toBe(before + 1);
    const page = (await get(world.patient.token, '/api/topics')).json();
    expect(page.content[0]).toMatchObject({
      id: topicId,
      subject: 'Your blood test',
      messageBody: 'Everything looks normal.',
      lastMessageBody: 'Everything looks normal.',
      subscribersEmails: expect.arrayContaining([world.provider.email, world.patient.email]),
      numberOfMessages: 1,
      messageUnread: true,
      encounterId: null,
    });
    const own = (await get(world.provider.token, '/api/topics')).json();
    expect(own.content[0]).toMatchObject({ id: topicId, messageUnread: false });
  });

  test('E16 E17 E20 E60 the patient reads, marks read and replies; the provider gets it unread', async () => {
    const topicId = await registerTopic(ctx.app, world.provider, [world.patient]);
    const read = await ctx.app.inject({
      method: 'PUT',
      url: `/api/markTopicAsRead/${topicId}`,
      headers: bearer(world.patient.token),
    });
    expect(read.statusCode).toBe(200);
    const topics = (await get(world.patient.token, '/api/topics')).json();
    expect(topics.content.find((t: { id: number }) => t.id === topicId).messageUnread).toBe(false);

    const providerBefore = await unread(world.provider.token);
    const reply = await post(world.patient.token, '/api/replyMessage', {
      topicId,
      body: 'Thank you, doctor.',
    });
    expect(reply.statusCode).toBe(201);
    expect(await unread(world.provider.token)).toBe(providerBefore + 1);
    const messages = await messagesOf(ctx.app, world.provider, topicId);
    expect(messages.map((m) => m.body)).toEqual(['Your results are in.', 'Thank you, doctor.']);
    expect(messages[1]).toMatchObject({
      authorInfo: { email: world.patient.email, role: 'ROLE_PATIENT' },
      files: [],
    });
    const recent = (await get(world.provider.token, '/api/recentUnreadTopics')).json();
    expect(recent.topics[0]).toMatchObject({
      topicId,
      lastMessageBody: 'Thank you, doctor.',
      author: { email: world.patient.email },
    });
  });

  test('E7 E8 E9 E10 an empty subject, body or recipient list is refused with the dialog texts', async () => {
    const cases = [
      [{ subject: ' ', body: 'b', subscribersEmails: [world.patient.email] }, MessageErrorTexts[0]],
      [{ subject: 's', body: '', subscribersEmails: [world.patient.email] }, MessageErrorTexts[1]],
      [{ subject: 's', body: 'b', subscribersEmails: [] }, MessageErrorTexts[2]],
    ] as const;
    for (const [payload, text] of cases) {
      const response = await post(world.provider.token, '/api/registerTopic', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', errorMessage: text });
    }
    const long = await post(world.provider.token, '/api/registerTopic', {
      subject: 'x'.repeat(101),
      body: 'b',
      subscribersEmails: [world.patient.email],
    });
    expect(long.statusCode).toBe(400);
    const empty = await post(world.patient.token, '/api/replyMessage', { topicId: 1, body: '  ' });
    expect(empty.json()).toMatchObject({ code: 'VALIDATION', errorMessage: MessageErrorTexts[1] });
  });

  test('E4 a patient cannot start a topic; nobody writes outside their clinics', async () => {
    const byPatient = await post(world.patient.token, '/api/registerTopic', {
      subject: 's',
      body: 'b',
      subscribersEmails: [world.provider.email],
    });
    expect(byPatient.statusCode).toBe(403);
    const outside = await post(world.provider.token, '/api/registerTopic', {
      subject: 's',
      body: 'b',
      subscribersEmails: [foreign.patient.email],
    });
    expect(outside.statusCode).toBe(403);
    expect(outside.json().code).toBe('CLINIC_FORBIDDEN');
  });

  test('E16 E20 E19 someone not subscribed cannot read, reply to or download from a topic', async () => {
    const sent = await registerTopicWithFiles(
      ctx.app,
      world.provider,
      [world.patient],
      [{ fileName: 'scan.pdf', content: pdfBytes() }],
    );
    const { topicId } = sent.json<{ topicId: number }>();
    const [message] = await messagesOf(ctx.app, world.patient, topicId);
    const outsider = world.otherPatient.token;
    for (const url of [`/api/messagesInTopic/${topicId}`, `/api/simpleTopicInfo/${topicId}`]) {
      const response = await get(outsider, url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code).toBe('NOT_SUBSCRIBED');
    }
    const reply = await post(outsider, '/api/replyMessage', { topicId, body: 'Let me in' });
    expect(reply.json().code).toBe('NOT_SUBSCRIBED');
    const download = await get(
      world.otherProvider.token,
      `/api/message/download?messageId=${message!.messageId}&fileName=scan.pdf`,
    );
    expect(download.statusCode).toBe(403);
    const missing = await get(world.patient.token, '/api/simpleTopicInfo/999999');
    expect(missing.statusCode).toBe(404);
  });

  test('E19 E56 a subscriber downloads the exact bytes as an attachment', async () => {
    const bytes = pdfBytes(50_000);
    const sent = await registerTopicWithFiles(
      ctx.app,
      world.provider,
      [world.patient],
      [{ fileName: 'Résultats labo.pdf', content: bytes }],
    );
    expect(sent.statusCode).toBe(201);
    const [message] = await messagesOf(ctx.app, world.patient, sent.json().topicId);
    expect(message!.files).toEqual([{ fileName: 'Résultats labo.pdf', size: bytes.length }]);
    const response = await get(
      world.patient.token,
      `/api/message/download?messageId=${message!.messageId}&fileName=${encodeURIComponent('Résultats labo.pdf')}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="R_sultats labo.pdf"; filename*=UTF-8''R%C3%A9sultats%20labo.pdf`,
    );
  });

  test('E11 a file over 35,000,000 bytes is refused with the spec text and no topic is made', async () => {
    const before = (await get(world.provider.token, '/api/topics')).json().totalElements;
    const response = await registerTopicWithFiles(
      ctx.app,
      world.provider,
      [world.patient],
      [{ fileName: 'big.pdf', content: pdfBytes(35_000_001) }],
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'FILE_TOO_LARGE',
      errorMessage: FileMessages.attachmentTooLarge,
    });
    expect((await get(world.provider.token, '/api/topics')).json().totalElements).toBe(before);
  });

  test('E12 H18 three distinct files, each under 35 MB, totalling over 100,000,000 bytes are refused with the spec text', async () => {
    const before = (await get(world.provider.token, '/api/topics')).json().totalElements;
    // Three different files (each its own last byte), 34,000,000 bytes each: 102,000,000 in all.
    const files = ['a', 'b', 'c'].map((name, index) => {
      const content = pdfBytes(34_000_000);
      content[content.length - 1] = 0x30 + index;
      return { fileName: `${name}.pdf`, content };
    });
    const response = await registerTopicWithFiles(ctx.app, world.provider, [world.patient], files);
    expect(response.statusCode).toBe(413);
    expect(response.json().errorMessage).toBe(FileMessages.messageTotalTooLarge);
    expect((await get(world.provider.token, '/api/topics')).json().totalElements).toBe(before);
  });

  test('E13 a renamed executable and an unaccepted type are refused by content and name', async () => {
    const elf = Buffer.concat([
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]),
      Buffer.alloc(9000, 1),
    ]);
    for (const fileName of ['results.pdf', 'setup.exe']) {
      const response = await registerTopicWithFiles(
        ctx.app,
        world.provider,
        [world.patient],
        [{ fileName, content: elf }],
      );
      expect(response.statusCode, fileName).toBe(415);
      expect(response.json().code).toBe('FILE_TYPE_REFUSED');
    }
  });

  test('E7 the upload variant checks its fields before storing any file', async () => {
    const response = await registerTopicWithFiles(
      ctx.app,
      world.provider,
      [world.patient],
      [{ fileName: 'scan.pdf', content: pdfBytes() }],
      { subject: '' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe(MessageErrorTexts[0]);
  });

  test('E16 E60 bodies with HTML or script come back as the text that was sent', async () => {
    const body = '<script>alert("x")</script><b>bold</b>';
    const topicId = await registerTopic(ctx.app, world.provider, [world.patient], { body });
    const [message] = await messagesOf(ctx.app, world.patient, topicId);
    expect(message!.body).toBe(body);
  });

  test('E18 a provider opens the profile of a patient who wrote in the topic; a fellow patient subscriber cannot', async () => {
    const topicId = await registerTopic(ctx.app, world.provider, [
      world.patient,
      world.otherPatient,
    ]);
    const reply = await post(world.patient.token, '/api/replyMessage', { topicId, body: 'Hi' });
    expect(reply.statusCode).toBe(201);
    const author = reply.json<{ authorInfo: { id: number; role: string } }>().authorInfo;
    expect(author).toMatchObject({ id: world.patient.id, role: 'ROLE_PATIENT' });
    const profile = `/api/patient/${author.id}/profile`;
    expect((await get(world.provider.token, profile)).statusCode).toBe(200);
    expect((await get(world.otherPatient.token, profile)).statusCode).toBe(403);
  });

  test('E3 E1 topics page 10 at a time, search by subject or message, filter unread', async () => {
    const { provider, patient } = await createClinicWorld(ctx.app);
    for (let i = 0; i < 12; i += 1) {
      await registerTopic(ctx.app, provider, [patient], {
        subject: i === 3 ? 'Allergy plan' : `Note ${i}`,
        body: i === 5 ? 'Remember the penicillin allergy' : 'Hello',
      });
    }
    const first = (await get(patient.token, '/api/topics?page=0')).json();
    const second = (await get(patient.token, '/api/topics?page=1')).json();
    expect(first).toMatchObject({ last: false, totalElements: 12 });
    expect(first.content).toHaveLength(10);
    expect(second).toMatchObject({ last: true });
    expect(second.content).toHaveLength(2);
    expect(first.content[0].subject).toBe('Note 11');
    const found = (await get(patient.token, '/api/topics/search?keyword=allergy')).json();
    expect(found.content.map((t: { subject: string }) => t.subject).sort()).toEqual([
      'Allergy plan',
      'Note 5',
    ]);
    const wildcard = (await get(patient.token, '/api/topics/search?keyword=%25')).json();
    expect(wildcard.totalElements).toBe(0);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/markTopicAsRead/${first.content[0].id}`,
      headers: bearer(patient.token),
    });
    const unreadOnly = (await get(patient.token, '/api/topics/filter?unread=true')).json();
    expect(unreadOnly.totalElements).toBe(11);
  });

  test('E5 the recipient picker lists the clinic’s providers or patients by name, 15 a page', async () => {
    const all = (await get(world.provider.token, '/api/inMailSubscribers')).json();
    const emails = all.content.map((u: { email: string }) => u.email);
    expect(emails).toContain(world.patient.email);
    expect(emails).toContain(world.otherProvider.email);
    expect(emails).not.toContain(world.provider.email);
    expect(emails).not.toContain(world.admin.email);
    expect(emails).not.toContain(foreign.patient.email);
    const patients = (
      await get(world.provider.token, '/api/inMailSubscribers/filter?type=PATIENT&keyword=olga')
    ).json();
    expect(patients.content.map((u: { email: string }) => u.email)).toEqual([
      world.otherPatient.email,
    ]);
    const byPatient = await get(world.patient.token, '/api/inMailSubscribers');
    expect(byPatient.statusCode).toBe(403);
  });
});
