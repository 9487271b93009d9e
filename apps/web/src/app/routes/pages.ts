import { lazyNamed } from '../lazy-named';

export const LoginPage = lazyNamed(
  () => import('../../features/identity/routes/login-page'),
  'LoginPage',
);
export const FirstTimeLoginPage = lazyNamed(
  () => import('../../features/identity/routes/first-time-login-page'),
  'FirstTimeLoginPage',
);
export const ResetRequestPage = lazyNamed(
  () => import('../../features/identity/routes/reset-request-page'),
  'ResetRequestPage',
);
export const ResetResultPage = lazyNamed(
  () => import('../../features/identity/routes/reset-result-page'),
  'ResetResultPage',
);
export const ResetFinishPage = lazyNamed(
  () => import('../../features/identity/routes/reset-finish-page'),
  'ResetFinishPage',
);
export const OpenUnavailablePage = lazyNamed(
  () => import('../../components/ui/open-unavailable-page'),
  'OpenUnavailablePage',
);
export const SiteLayout = lazyNamed(() => import('../layout/site-layout'), 'SiteLayout');
export const UnavailablePage = lazyNamed(
  () => import('../../components/ui/unavailable-page'),
  'UnavailablePage',
);
export const DashboardPage = lazyNamed(
  () => import('../../features/dashboard/routes/dashboard-page'),
  'DashboardPage',
);
export const AssistDashboardPage = lazyNamed(
  () => import('../../features/assistant/routes/assist-dashboard-page'),
  'AssistDashboardPage',
);
export const AdminHomePage = lazyNamed(
  () => import('../../features/admin-shell/routes/admin-home-page'),
  'AdminHomePage',
);
