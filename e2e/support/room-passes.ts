import type { Page } from '@playwright/test';

/**
 * Calls the API from inside the page with the page's own stored session, as the web app does. A
 * signed-in party's room pass admits only with the session that asked for it (issue 19 path 7),
 * so a test cannot fetch it with one session and use it in a browser signed in with another.
 */
async function inPage<T>(page: Page, path: string, body?: object): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const stored = localStorage.getItem('clinicall.authToken');
      const token = stored ? (JSON.parse(stored) as { token: string }).token : null;
      const response = await fetch(`/api${path}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return (await response.json()) as T;
    },
    { path, body },
  );
}

/** Who the pass in the page's address admits, checked with the page's session. */
export const checkRoomPass = (page: Page, pass: string) =>
  inPage<{ encounterId: number; role: string }>(page, '/rooms/pass', { pass });

/** The page's signed-in party's own room URL for the visit, as Join fetches it (D10). */
export const ownRoomUrl = async (page: Page, encounterId: number) =>
  (await inPage<{ roomUrl: string }>(page, `/encounterRoomUrl/${encounterId}`)).roomUrl;
