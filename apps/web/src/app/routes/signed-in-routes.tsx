import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { Role } from '@clinicall/shared/roles';
import { requireAuth, requireRole } from './lazy-guards';
import {
  printReferralSummaryPage,
  printSummaryPage,
  siteLayout,
  transcriptPrintPage,
} from './lazy-pages';
import { prefetch } from './prefetch';
import { siteRoutes } from './site-routes';

const printRoutes: RouteObject[] = [
  {
    path: Paths.printInmailTranscript,
    lazy: transcriptPrintPage,
    handle: { title: 'In-mail transcript' },
  },
  { path: Paths.printSummary, lazy: printSummaryPage },
  { path: Paths.printReferralSummary, lazy: printReferralSummaryPage },
];

/**
 * Everything behind sign-in: the shell's screens and the print views. The router adds this table
 * the first time a path is not an open screen's (router.tsx), so the login never downloads it.
 */
export function signedInRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      lazy: requireAuth,
      // A28: who is signed in, asked together with the shell's and the page's code.
      loader: prefetch(async () =>
        queryClient.ensureQueryData((await import('../../features/identity')).accountQuery),
      ),
      children: [
        { lazy: siteLayout, children: siteRoutes(queryClient) },
        // E52: print views have no header, navbar or sidebar.
        { lazy: requireRole([Role.provider, Role.patient], 'landing'), children: printRoutes },
      ],
    },
  ];
}
