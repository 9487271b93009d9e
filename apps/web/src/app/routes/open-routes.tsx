import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../route-handle';
import {
  FirstTimeLoginPage,
  LoginPage,
  OpenUnavailablePage,
  ResetFinishPage,
  ResetRequestPage,
  ResetResultPage,
} from './pages';

function handle(title: string): RouteHandle {
  return { title, noHeader: true };
}

function notYet(path: string, title: string): RouteObject {
  return { path, element: <OpenUnavailablePage title={title} />, handle: handle(title) };
}

/** A61: screens reachable without signing in; none of them shows the site header. */
export const openRoutes: RouteObject[] = [
  { path: 'login', element: <LoginPage />, handle: handle('Sign in') },
  { path: 'first-time-login', element: <FirstTimeLoginPage />, handle: handle('Change password') },
  {
    path: 'reset',
    children: [
      { index: true, element: <ResetRequestPage />, handle: handle('Reset password') },
      { path: 'result', element: <ResetResultPage />, handle: handle('Check your e-mail') },
      { path: 'finish', element: <ResetFinishPage />, handle: handle('Choose a new password') },
    ],
  },
  notYet('login/invite', 'Join a visit'),
  notYet('room-link/:id', 'Join your visit'),
  notYet('signup/*', 'Sign up'),
  notYet('legal/terms-of-use', 'Terms Of Use'),
  notYet('legal/telehealth-consent', 'Consent For Telehealth'),
  notYet('legal/privacy-notice', 'Notice of Privacy'),
];
