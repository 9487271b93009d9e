import type { Page } from '@playwright/test';
import type { Screen } from './route-patterns.js';

/**
 * H10: dates and times a page shows that no formatter of the spec writes. The spec's kinds are
 * 'MMM D, YYYY' (ranges), 'MM/DD/YYYY' (dates of birth, display dates), 'EEE, MMM d at h:mm a'
 * (appointments) and, on availability only, 'hh:mma' ranges (C18); whatever else matches below
 * reached the screen without going through lib/zoned-time.
 */
const leaks: Array<{ kind: string; pattern: RegExp; allowedOn?: Screen['name'] }> = [
  { kind: 'an ISO instant', pattern: /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/ },
  { kind: "a Date's own toString", pattern: /\b\d{2}:\d{2}:\d{2} GMT[+-]\d{4}/ },
  { kind: 'an hh:mma time', pattern: /\b\d{2}:\d{2}[AP]M\b/, allowedOn: 'availability' },
];

/** One read of the page's visible text; each leak is named with the text around it. */
export async function dateLeaks(page: Page, screen: Screen | undefined): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return leaks
    .filter(({ allowedOn }) => allowedOn === undefined || allowedOn !== screen?.name)
    .flatMap(({ kind, pattern }) => {
      const found = pattern.exec(text);
      if (!found) return [];
      const around = text.slice(Math.max(0, found.index - 20), found.index + 30);
      return [`H10: ${kind} is shown ("…${around.replace(/\s+/g, ' ')}…")`];
    });
}
