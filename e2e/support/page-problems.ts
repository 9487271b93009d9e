import type { Page, Request } from '@playwright/test';

/**
 * Everything a page may do wrong without failing an assertion: console errors, uncaught
 * exceptions, Content-Security-Policy violations, requests that fail or answer 4xx/5xx. A suite
 * collects them while it walks and fails on what it has not declared deliberate.
 */
export interface PageWatch {
  /** What went wrong since the last `take()`, and clears the record. */
  take(): string[];
  /** The requests still waiting for an answer, the realtime channel left out. */
  pending(): string[];
  /**
   * Says the page is about to be left by a navigation: the reads it has in flight, and those it
   * starts until the next document commits, may be cut off without that being the page's fault.
   */
  leave(): void;
}

// Socket.IO's long poll stays open by design; it is the realtime channel, not a page's read.
const isRealtime = (url: string) => new URL(url).pathname.startsWith('/socket.io');

/** A response the app asks for on purpose knowing it may be refused. */
export type DeliberateResponse = (status: number, url: URL) => boolean;

export async function watchPage(
  page: Page,
  deliberate: DeliberateResponse = () => false,
): Promise<PageWatch> {
  let problems: string[] = [];
  const inFlight = new Set<Request>();
  // Reads of a page the walk is leaving (see `leave`): a navigation cancels them on purpose.
  const leftBehind = new WeakSet<Request>();
  let leaving = false;
  // Chromium logs a blocked resource, but report-only policies and blocked inline handlers only
  // surface through the event: the page reports each to the console, where the watch hears it.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The browser's own line for a refused response: the response itself is judged below.
    if (message.text().startsWith('Failed to load resource: the server responded')) return;
    problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    if (leaving) leftBehind.add(request);
    if (!isRealtime(request.url())) inFlight.add(request);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) leaving = false;
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => {
    inFlight.delete(request);
    const failure = request.failure()?.errorText ?? 'failed';
    // A navigation cancels the previous page's pending reads: the realtime channel's long poll,
    // and a read the page started after the walk had waited for quiet (a refetch, an event).
    // A cancelled write would still count.
    const cutByLeaving = leftBehind.has(request) && request.method() === 'GET';
    if (failure === 'net::ERR_ABORTED' && (isRealtime(request.url()) || cutByLeaving)) return;
    problems.push(`request failed: ${request.method()} ${request.url()} (${failure})`);
  });
  page.on('response', (response) => {
    const status = response.status();
    if (status < 400) return;
    if (deliberate(status, new URL(response.url()))) return;
    problems.push(`HTTP ${status}: ${response.request().method()} ${response.url()}`);
  });
  return {
    pending: () => [...inFlight].map((request) => request.url()),
    leave() {
      leaving = true;
      for (const request of inFlight) leftBehind.add(request);
    },
    take() {
      const taken = problems;
      problems = [];
      return taken;
    },
  };
}

/** How far the page reaches past the viewport's right edge, in CSS pixels (0 when it fits). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const main = document.getElementById('main');
    // The document can fit while the shell's main area scrolls sideways inside it.
    const mainExcess = main ? main.scrollWidth - main.clientWidth : 0;
    return Math.max(0, root.scrollWidth - root.clientWidth, mainExcess);
  });
}
