import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  Navigate,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { PageLoader } from '../components/ui/page-loader';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { openRoutes } from './routes/open-routes';

const ROOT_ROUTE = 'root';

/**
 * The route table the first screen starts with: the open screens (login, reset, sign-up, room
 * links) and the fallback. The signed-in screens join it on demand (`discoverSignedInRoutes`).
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE,
      element: <RootLayout />,
      errorElement: <RouteError />,
      // The first screen's code and data load before anything renders.
      hydrateFallbackElement: <PageLoader />,
      children: [
        ...openRoutes,
        // A63: unknown URLs go to the site root.
        { path: '*', element: <Navigate to={Paths.home} replace /> },
      ],
    },
  ];
}

/**
 * React Router's lazy route discovery: it asks here whenever a path matches only the fallback or a
 * dynamic segment, and the signed-in table (most of the app, and the chunk names of its pages) is
 * added once, the first time. The login page thus loads without it (issue 21, item 11); its route
 * loaders prefetch into `queryClient`, the client the pages read.
 */
export function discoverSignedInRoutes(queryClient: QueryClient): PatchRoutesOnNavigationFunction {
  let added: Promise<void> | null = null;
  return ({ patch }) => {
    added ??= import('./routes/signed-in-routes').then(
      ({ signedInRoutes }) => patch(ROOT_ROUTE, signedInRoutes(queryClient)),
      (error: unknown) => {
        // A failed download (a deploy, the network) is tried again on the next navigation.
        added = null;
        throw error;
      },
    );
    return added;
  };
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(), {
    patchRoutesOnNavigation: discoverSignedInRoutes(queryClient),
  });
}
