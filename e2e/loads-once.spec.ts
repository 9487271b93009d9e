import { expect, test, type Page } from '@playwright/test';
import { Paths } from '../packages/shared/src/paths.js';
import { storageStateOf, type StoredRole } from './support/auth-state.js';

/**
 * Issue 25, "each screen loads its data once": the route loaders fetch a page's data while its code
 * loads, and the page mounting a moment later must not ask again. Each page is opened fresh (a full
 * load), and every API read it makes until the network is quiet is counted.
 */
async function readsOnLoad(page: Page, path: string): Promise<Map<string, number>> {
  const reads = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' || !url.pathname.startsWith('/api/')) return;
    const key = `${url.pathname}${url.search}`;
    reads.set(key, (reads.get(key) ?? 0) + 1);
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
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
