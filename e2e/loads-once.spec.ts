import { expect, test, type Page } from '@playwright/test';
import { Paths } from '../packages/shared/src/paths.js';
import { REALTIME_EVENT } from '../packages/shared/src/realtime.js';
import { storageStateOf, type StoredRole } from './support/auth-state.js';
import { watchPage } from './support/page-problems.js';
import { settle } from './support/settle.js';

/**
 * Issue 25, "each screen loads its data once": the route loaders fetch a page's data while its code
 * loads, and the page mounting a moment later must not ask again. Each page is opened fresh (a full
 * load), and every API read it makes until it has settled (no read in flight, no loader left) is
 * counted. The network going quiet is not enough: on a busy machine the browser can spend more than
 * its half second compiling the signed-in area's code before the first read.
 *
 * Reads asked once a realtime event has reached the page are the refresh that event asks for (a
 * journey on the other worker may change this provider's appointments meanwhile), not a second
 * load of the screen, so they are not counted.
 */
async function readsOnLoad(page: Page, path: string): Promise<Map<string, number>> {
  const reads = new Map<string, number>();
  const watch = await watchPage(page);
  // A Socket.IO event frame: `42`, the namespace if not the main one, then `["event", …]`.
  const eventFrame = new RegExp(`^42(/[^,]*,)?\\d*\\["${REALTIME_EVENT}"`);
  let liveEvents = 0;
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string' && eventFrame.test(payload)) liveEvents += 1;
    }),
  );
  page.on('request', (request) => {
    if (liveEvents > 0) return;
    const url = new URL(request.url());
    if (request.method() !== 'GET' || !url.pathname.startsWith('/api/')) return;
    const key = `${url.pathname}${url.search}`;
    reads.set(key, (reads.get(key) ?? 0) + 1);
  });
  await page.goto(path);
  await settle(page, () => watch.pending());
  return reads;
}

const screens: Record<Exclude<StoredRole, 'superAdmin' | 'clinicAdmin'>, string[]> = {
  provider: [
    Paths.home,
    Paths.patientsCurrent,
    Paths.appointmentRequests,
    Paths.pastAppointments,
    Paths.messages,
  ],
  assistant: [Paths.assistDashboard],
  patient: [Paths.home, Paths.billingSummary, Paths.messages],
};

for (const [role, paths] of Object.entries(screens)) {
  test.describe(() => {
    test.use({ storageState: storageStateOf(role as StoredRole) });
    for (const path of paths) {
      test(`issue 25 the ${role}'s ${path} asks the server for each of its data once`, async ({
        page,
      }) => {
        const reads = await readsOnLoad(page, path);
        expect(reads.size, 'the page read nothing: the check proves nothing').toBeGreaterThan(0);
        const repeated = [...reads].filter(([, count]) => count > 1);
        expect(repeated).toEqual([]);
      });
    }
  });
}
