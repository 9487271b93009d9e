import { createBrowserRouter, Navigate } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { RequireAuth } from './guards/require-auth';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { openRoutes } from './routes/open-routes';
import { SiteLayout } from './routes/pages';
import { siteRoutes } from './routes/site-routes';

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        ...openRoutes,
        {
          element: <RequireAuth />,
          children: [{ element: <SiteLayout />, children: siteRoutes }],
        },
        // A63: unknown URLs go to the site root.
        { path: '*', element: <Navigate to={Paths.home} replace /> },
      ],
    },
  ]);
}
