import { isCancelledError, MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-error';

interface AppMeta extends Record<string, unknown> {
  /** The screen shows this call's failures itself, so the generic dialog stays closed. */
  handlesErrors?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

/** H2: failures the user cannot act on (server down, network lost) open the generic dialog. */
function reportUnexpected(error: Error, meta: AppMeta | undefined): void {
  // A cancelled query (the cache cleared at sign-in or sign-out) is not a failure.
  if (meta?.handlesErrors === true || isCancelledError(error)) return;
  const input = !isApiError(error)
    ? { code: 'CLIENT_ERROR', detail: error.message }
    : error.unexpected
      ? { code: error.code, detail: error.detail ?? error.message }
      : null;
  if (input === null) return;
  // The dialog's code (Mantine's modals) loads only when there is something to report.
  void import('../components/ui/error-dialog').then(({ openErrorDialog }) =>
    openErrorDialog(input),
  );
}

/** The app's one cache: the components read it and the route loaders fill it ahead of them. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => reportUnexpected(error, query.meta) }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => reportUnexpected(error, mutation.meta),
  }),
  defaultOptions: {
    queries: {
      // Only a lost connection or a server fault is worth retrying; a 4xx will not change.
      retry: (failures, error) => isApiError(error) && error.unexpected && failures < 2,
      refetchOnWindowFocus: false,
      // Issue 25, "each screen loads its data once": a route's loader fetches a page's data while
      // its code loads, and the page mounting a moment later would fetch it again (as would a
      // second component of the same screen). Data this fresh is not asked for again; changes
      // still reach the cache at once through the mutations' and realtime events' invalidations.
      staleTime: 5_000,
    },
  },
});
