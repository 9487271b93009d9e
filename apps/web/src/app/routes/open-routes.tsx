import type { RouteObject } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import type { RouteHandle } from '../route-handle';
import {
  appointmentResponsePage,
  brandedLoginPage,
  experienceGuidePage,
  confirmEmailPage,
  firstTimeLoginPage,
  joinClinicPage,
  guestInvitePage,
  legalPage,
  loginPage,
  patientSignupPage,
  providerSignupPage,
  resetFinishPage,
  resetRequestPage,
  resetResultPage,
  signupStartPage,
  roomLinkPage,
  roomPage,
} from './open-pages';

function handle(title: string): RouteHandle {
  return { title };
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
  // Issue 10: the link mailed to the new address of a pending e-mail change.
  { path: Paths.confirmEmail, lazy: confirmEmailPage, handle: handle('Confirm e-mail') },
  // D18: a guest joins with a name only; D19: a room link opens with the date of birth.
  { path: Paths.loginInvite, lazy: guestInvitePage, handle: handle('Join a visit') },
  { path: Paths.roomLink, lazy: roomLinkPage, handle: handle('Join your visit') },
  // The room's pass is its credential: guests and room-link patients hold no session.
  { path: Paths.room, lazy: roomPage, handle: handle('Exam room') },
  // F107–F132: the mailed sign-up and join links.
  { path: Paths.signupStart, lazy: signupStartPage, handle: handle('Sign up') },
  { path: `${Paths.signupPatient}/:step?`, lazy: patientSignupPage, handle: handle('Sign up') },
  { path: `${Paths.signupProvider}/:step?`, lazy: providerSignupPage, handle: handle('Sign up') },
  { path: Paths.joinClinic, lazy: joinClinicPage, handle: handle('Join clinic') },
  {
    path: Paths.termsOfUse,
    lazy: legalPage('terms'),
    handle: handle('Terms Of Use'),
  },
  {
    path: Paths.telehealthConsent,
    lazy: legalPage('telehealth-consent'),
    handle: handle('Consent For Telehealth'),
  },
  {
    path: Paths.privacyNotice,
    lazy: legalPage('privacy'),
    handle: handle('Notice of Privacy'),
  },
  // B53, B54: the clinic's experience guide, without the site header; its hash is the credential.
  { path: '/experience-guide', lazy: experienceGuidePage, handle: handle('Experience guide') },
  // A19: a clinic's custom URL is its branded login. A dynamic segment ranks below every static
  // path, so it never shadows an application route (the server also refuses such URLs, B17).
  { path: '/:customUrl', lazy: brandedLoginPage, handle: handle('Sign in') },
];
