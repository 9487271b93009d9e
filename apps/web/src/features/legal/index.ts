import { lazy } from 'react';

/**
 * What the rest of the app uses from the legal documents: the screen that asks for acceptance
 * after sign-in (the auth guard shows it), loaded only when needed since it brings the Markdown
 * renderer. Its pages are reached through the router's lazy routes.
 */
export const LegalAcceptance = lazy(async () => ({
  default: (await import('./components/legal-acceptance')).LegalAcceptance,
}));
