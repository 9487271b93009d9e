import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { rememberTarget } from '../lib/auth/auth-storage';
import { onSessionEnded } from '../lib/auth/session-events';
import { useRouteHandle } from './route-handle';

/** Route-wide effects: the document title (A65), scroll to top (A64) and lost sessions (A27). */
export function RootLayout() {
  const { title } = useRouteHandle();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    document.title = title === undefined ? 'Clinicall' : `Clinicall | ${title}`;
  }, [title]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(
    () =>
      onSessionEnded(() => {
        const { pathname: path, search } = window.location;
        if (!path.startsWith(Paths.login)) rememberTarget(path + search);
        // The cache empties once the signed-in screens are gone, or they would ask again.
        void (async () => {
          await navigate(Paths.login, { replace: true, flushSync: true });
          queryClient.clear();
        })();
      }),
    [navigate, queryClient],
  );

  return <Outlet />;
}
