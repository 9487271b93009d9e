import { lazy } from 'react';

/**
 * What other parts of the app use of remote patient monitoring: the dashboard's alerts card, and
 * the profile's Remote Patient Monitoring tab (G2), loaded when the tab is first opened so the
 * profile's own code does not carry it. The sign-up form and the alerts panel live on that tab.
 */
export { RpmAlertsCard } from './components/rpm-alerts-card';

export const RemoteMonitoringTab = lazy(async () => ({
  default: (await import('./components/rpm-tab')).RpmTab,
}));
