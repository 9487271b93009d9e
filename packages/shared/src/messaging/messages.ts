/**
 * The message error dialog (spec 1 §8, spec 2 §8; E7–E9, E11, E12, E14, E15): the web shows the
 * code's text, and for codes 3 and 6 the server's detail under it.
 */
export const MessageErrorTexts = {
  0: 'Message must have a Subject',
  1: 'Message must have a Body',
  2: 'You must choose a recipient for your message',
  3: 'Error while submitting the Topic',
  4: 'The selected file exceeds the maximum size allowed of 35MB',
  5: 'The total files size exceeds the maximum size allowed of 100MB',
  6: 'Input Error',
} as const;

export type MessageErrorCode = keyof typeof MessageErrorTexts;

export const InMailMessages = {
  /** I37: the spec gives no text for an empty topic list. */
  noTopics: 'No messages found.',
  noUnread: 'You have no unread messages.',
  noSubscribers: 'No users found.',
  completeTitle: 'Complete Encounter?',
  completeText:
    'This encounter will be closed and no further replies will be possible. Do you want to continue?',
  encounterFinished: 'This message encounter is finished: no further replies are possible.',
  recipientNotAllowed: 'You cannot send a message to this recipient.',
  notSubscribed: 'You are not a participant of this conversation.',
  /** E58 */
  downloadForbidden: 'You do not have permission to download this file.',
  sent: 'Message sent',
  replied: 'Reply sent',
} as const;
