import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { Role } from '@clinicall/shared/roles';
import { PageLoader } from '../components/ui/page-loader';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { requireAuth, requireRole } from './routes/lazy-guards';
import {
  printReferralSummaryPage,
  printSummaryPage,
  siteLayout,
  transcriptPrintPage,
} from './routes/lazy-pages';
import { openRoutes } from './routes/open-routes';
import { prefetch } from './routes/prefetch';
import { siteRoutes } from './routes/site-routes';

const printRoutes: RouteObject[] = [
  {
    path: Paths.printInmailTranscript,
    lazy: transcriptPrintPage,
    handle: { title: 'In-mail transcript' },
  },
  { path: Paths.printSummary, lazy: printSummaryPage },
  { path: Paths.printReferralSummary, lazy: printReferralSummaryPage },
];

/** The whole route table; its loaders prefetch into `queryClient`, the client the pages read. */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      // The first screen's code and data load before anything renders.
      hydrateFallbackElement: <PageLoader />,
      children: [
        ...openRoutes,
        {
          lazy: requireAuth,
          // A28: who is signed in, asked together with the shell's and the page's code.
          loader: prefetch(async () =>
            queryClient.ensureQueryData((await import('../features/identity')).accountQuery),
          ),
          children: [
            { lazy: siteLayout, children: siteRoutes(queryClient) },
            // E52: print views have no header, navbar or sidebar.
            { lazy: requireRole([Role.provider, Role.patient], 'landing'), children: printRoutes },
          ],
        },
        // A63: unknown URLs go to the site root.
        { path: '*', element: <Navigate to={Paths.home} replace /> },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}
