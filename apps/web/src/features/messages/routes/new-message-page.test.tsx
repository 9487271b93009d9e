import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { MessageErrorTexts } from '@clinicall/shared/messaging/messages';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { apiError, mockApi, sentRequests } from '../../../test/mock-api';
import { patientPerson } from '../../../test/messaging';
import { LocationProbe, makeAccount, renderRoutes } from '../../../test/render';
import { NewMessagePage } from './new-message-page';

function renderForm() {
  mockApi.get('/inMailSubscribers/filter', () => ({
    content: [patientPerson],
    last: true,
    totalElements: 1,
  }));
  renderRoutes({
    at: '/messages/new',
    account: makeAccount([Role.provider]),
    routes: [
      { path: '/messages/new', element: <NewMessagePage /> },
      { path: '/messages/:topicId', element: <LocationProbe /> },
    ],
  });
}

const dialogText = async () => (await screen.findByTestId(TestId.messageErrorDialog)).textContent;

test('H15 the recipients, subject and message are marked required (*)', () => {
  renderForm();
  expect(screen.getByText('To').textContent).toBe('To *');
  for (const label of ['Subject', 'Message']) {
    const input = screen.getByLabelText(label, { exact: false });
    const text = document.querySelector(`label[for="${input.id}"]`)?.textContent;
    expect(text, label).toBe(`${label} *`);
  }
});

test('E7 sending without a subject shows code 0', async () => {
  renderForm();
  await userEvent.click(screen.getByTestId(TestId.messageSend));
  expect(await dialogText()).toContain(MessageErrorTexts[0]);
});

test('E8 E9 without a body code 1, without a recipient code 2', async () => {
  renderForm();
  fireEvent.change(screen.getByTestId(TestId.messageSubject), { target: { value: 'Hello' } });
  await userEvent.click(screen.getByTestId(TestId.messageSend));
  expect(await dialogText()).toContain(MessageErrorTexts[1]);
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  fireEvent.change(screen.getByTestId(TestId.messageBody), { target: { value: 'Body' } });
  await userEvent.click(screen.getByTestId(TestId.messageSend));
  expect(await dialogText()).toContain(MessageErrorTexts[2]);
});

test('E11 a file over 35,000,000 bytes is refused with code 4 before anything is sent', async () => {
  renderForm();
  const big = new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' });
  Object.defineProperty(big, 'size', { value: 35_000_001 });
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, big);
  expect(await dialogText()).toContain(MessageErrorTexts[4]);
});

test('E5 E13 the chosen patient, subject and body go to /registerTopic and the conversation opens', async () => {
  mockApi.post('/registerTopic', () => ({ topicId: 42 }));
  renderForm();
  await userEvent.click(await screen.findByTestId(TestId.recipientOption));
  fireEvent.change(screen.getByTestId(TestId.messageSubject), { target: { value: 'Follow-up' } });
  fireEvent.change(screen.getByTestId(TestId.messageBody), {
    target: { value: 'How are you feeling?' },
  });
  await userEvent.click(screen.getByTestId(TestId.messageSend));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/messages/42'));
  expect(await sentRequests('/registerTopic')[0]!.json()).toEqual({
    subject: 'Follow-up',
    body: 'How are you feeling?',
    subscribersEmails: [patientPerson.email],
  });
});

test('E14 a refused send shows code 3 with the server’s detail', async () => {
  mockApi.post('/registerTopic', () =>
    apiError(403, {
      code: 'CLINIC_FORBIDDEN',
      errorMessage: 'You cannot send a message to this recipient.',
    }),
  );
  renderForm();
  await userEvent.click(await screen.findByTestId(TestId.recipientOption));
  fireEvent.change(screen.getByTestId(TestId.messageSubject), { target: { value: 'Follow-up' } });
  fireEvent.change(screen.getByTestId(TestId.messageBody), { target: { value: 'Hi' } });
  await userEvent.click(screen.getByTestId(TestId.messageSend));
  const text = await dialogText();
  expect(text).toContain(MessageErrorTexts[3]);
  expect(text).toContain('You cannot send a message to this recipient.');
});

test('E6 the form has subject, body, attachments, Cancel and Send; Cancel goes back to the list', async () => {
  mockApi.get('/inMailSubscribers/filter', () => ({ content: [], last: true, totalElements: 0 }));
  renderRoutes({
    at: '/messages/new',
    account: makeAccount([Role.provider]),
    routes: [
      { path: '/messages/new', element: <NewMessagePage /> },
      { path: '/messages', element: <LocationProbe /> },
    ],
  });
  for (const id of [TestId.messageSubject, TestId.messageBody, TestId.messageFiles]) {
    expect(screen.getByTestId(id)).toBeTruthy();
  }
  expect(screen.getByTestId(TestId.messageSend).textContent).toBe('Send');
  await userEvent.click(screen.getByTestId(TestId.messageCancel));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/messages'));
});

test('E15 a server input error shows code 6 "Input Error" with its detail', async () => {
  mockApi.post('/registerTopic', () =>
    apiError(400, { code: 'VALIDATION', errorMessage: 'subject: Too long' }),
  );
  renderForm();
  await userEvent.click(await screen.findByTestId(TestId.recipientOption));
  fireEvent.change(screen.getByTestId(TestId.messageSubject), { target: { value: 'Follow-up' } });
  fireEvent.change(screen.getByTestId(TestId.messageBody), { target: { value: 'Hi' } });
  await userEvent.click(screen.getByTestId(TestId.messageSend));
  const text = await dialogText();
  expect(text).toContain(MessageErrorTexts[6]);
  expect(text).toContain('subject: Too long');
});
