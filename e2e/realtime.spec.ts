import { expect, test, type WebSocket } from '@playwright/test';
import { TestId } from '../packages/shared/src/test-ids.js';
import { demoAccounts } from './support/accounts.js';
import { byTestId, signIn } from './support/pages.js';

test('D1 D6 a signed-in provider opens one realtime socket at /api/socket, which closes at logout', async ({
  browser,
}) => {
  // A browser of its own: its logout ends only the session it signed in.
  const context = await browser.newContext();
  const page = await context.newPage();
  const sockets: WebSocket[] = [];
  // Frames are collected from the socket's first moment: the accept can arrive before a test
  // step could start waiting for it.
  const received: string[] = [];
  page.on('websocket', (socket) => {
    if (!new URL(socket.url()).pathname.startsWith('/api/socket')) return;
    sockets.push(socket);
    socket.on('framereceived', (frame) => received.push(String(frame.payload)));
  });

  await signIn(page, demoAccounts.providerChen.email);
  await expect(byTestId(page, TestId.profilePanel)).toBeVisible();
  await expect.poll(() => sockets.length).toBe(1);
  const [socket] = sockets;
  if (!socket) throw new Error('no realtime socket');
  // Socket.IO's namespace "connect" answer ("40{sid…}") means the token passed the session check.
  await expect.poll(() => received.find((frame) => frame.startsWith('40')) ?? '').toContain('sid');

  await byTestId(page, TestId.userMenu).click();
  await byTestId(page, TestId.logout).click();
  // A51: signing out lands on the clinic's custom login URL, Riverside's in the demo.
  await expect(page).toHaveURL('/riverside');
  await expect.poll(() => socket.isClosed()).toBe(true);
  expect(sockets).toHaveLength(1);
  await context.close();
});
