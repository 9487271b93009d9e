import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { PageLoader } from '../components/ui/page-loader';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { requireAuth } from './routes/lazy-guards';
import { siteLayout } from './routes/lazy-pages';
import { openRoutes } from './routes/open-routes';
import { prefetch } from './routes/prefetch';
import { siteRoutes } from './routes/site-routes';

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
          children: [{ lazy: siteLayout, children: siteRoutes(queryClient) }],
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
