import type { RouteObject } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
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
  { path: Paths.login, element: <LoginPage />, handle: handle('Sign in') },
  {
    path: Paths.firstTimeLogin,
    element: <FirstTimeLoginPage />,
    handle: handle('Change password'),
  },
  { path: Paths.reset, element: <ResetRequestPage />, handle: handle('Reset password') },
  { path: Paths.resetResult, element: <ResetResultPage />, handle: handle('Check your e-mail') },
  {
    path: Paths.resetFinish,
    element: <ResetFinishPage />,
    handle: handle('Choose a new password'),
  },
  notYet(Paths.loginInvite, 'Join a visit'),
  notYet(Paths.roomLink, 'Join your visit'),
  notYet(Paths.signup, 'Sign up'),
  notYet(Paths.termsOfUse, 'Terms Of Use'),
  notYet(Paths.telehealthConsent, 'Consent For Telehealth'),
  notYet(Paths.privacyNotice, 'Notice of Privacy'),
];
