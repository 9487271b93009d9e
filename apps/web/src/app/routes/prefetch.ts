import type { LoaderFunction, LoaderFunctionArgs } from 'react-router';
import { getValidToken } from '../../lib/auth/auth-storage';

/**
 * A route loader that starts the page's first request as the navigation begins, alongside the
 * page's code chunk (`lazy`), instead of after the page has loaded and rendered.
 *
 * Signed out it fetches nothing: the auth guard sends the user to login, and the call would only
 * earn a 401. A failure stays in the query cache for the page to show where it belongs, with its
 * retry, rather than replacing the whole screen with the route error.
 */
export function prefetch(start: (args: LoaderFunctionArgs) => Promise<unknown>): LoaderFunction {
  return async (args) => {
    if (getValidToken() !== null) await start(args).catch(() => undefined);
    return null;
  };
}
