import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { PageLoader } from '../components/ui/page-loader';
import { accountQuery } from '../features/identity';
import { RequireAuth } from './guards/require-auth';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
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
          element: <RequireAuth />,
          // A28: who is signed in, asked together with the shell's and the page's code.
          loader: prefetch(() => queryClient.ensureQueryData(accountQuery)),
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
