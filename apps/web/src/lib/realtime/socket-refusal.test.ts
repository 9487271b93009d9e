import { TOO_MANY_SOCKETS, tooManySocketsMessage } from '@clinicall/shared/realtime';
import { describe, expect, test } from 'vitest';
import { tooManySocketsNotice } from './socket-refusal';

const refusal = (message: string, data?: unknown) => Object.assign(new Error(message), { data });

describe('issue 19 path 11: a socket refused for the account’s cap', () => {
  test('shows the server’s reason', () => {
    const text = tooManySocketsMessage(20);
    expect(
      tooManySocketsNotice(refusal(TOO_MANY_SOCKETS, { code: TOO_MANY_SOCKETS, message: text })),
    ).toBe(text);
  });

  test('says nothing for other handshake errors or a reason of the wrong shape', () => {
    expect(tooManySocketsNotice(refusal('UNAUTHORIZED'))).toBeNull();
    expect(tooManySocketsNotice(refusal(TOO_MANY_SOCKETS, { message: 42 }))).toBeNull();
  });
});
