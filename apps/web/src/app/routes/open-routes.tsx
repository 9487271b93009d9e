import type { RouteObject } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import type { RouteHandle } from '../route-handle';
import {
  appointmentResponsePage,
  firstTimeLoginPage,
  legalPage,
  loginPage,
  openUnavailablePage,
  resetFinishPage,
  resetRequestPage,
  resetResultPage,
} from './lazy-pages';

function handle(title: string): RouteHandle {
  return { title };
}

function notYet(path: string, title: string): RouteObject {
  return { path, lazy: openUnavailablePage(title), handle: handle(title) };
}

/** A61: screens reachable without signing in; they render outside the signed-in shell. */
export const openRoutes: RouteObject[] = [
  { path: Paths.login, lazy: loginPage, handle: handle('Sign in') },
  { path: Paths.firstTimeLogin, lazy: firstTimeLoginPage, handle: handle('Change password') },
  { path: Paths.reset, lazy: resetRequestPage, handle: handle('Reset password') },
  { path: Paths.resetResult, lazy: resetResultPage, handle: handle('Check your e-mail') },
  { path: Paths.resetFinish, lazy: resetFinishPage, handle: handle('Choose a new password') },
  // C98–C102, I32: the e-mailed link answers without sign-in.
  {
    path: Paths.appointmentResponse,
    lazy: appointmentResponsePage,
    handle: handle('Appointment response'),
  },
  notYet(Paths.loginInvite, 'Join a visit'),
  notYet(Paths.roomLink, 'Join your visit'),
  notYet(Paths.signup, 'Sign up'),
  {
    path: Paths.termsOfUse,
    lazy: legalPage(() => import('../../legal/terms-of-use.md?raw')),
    handle: handle('Terms Of Use'),
  },
  {
    path: Paths.telehealthConsent,
    lazy: legalPage(() => import('../../legal/telehealth-consent.md?raw')),
    handle: handle('Consent For Telehealth'),
  },
  {
    path: Paths.privacyNotice,
    lazy: legalPage(() => import('../../legal/privacy-notice.md?raw')),
    handle: handle('Notice of Privacy'),
  },
];
