import { lazy } from 'react';

/**
 * What the patient profile uses from monitoring: the Remote Patient Monitoring tab (G2), loaded
 * when the tab is first opened so the profile's own code does not carry it.
 */
export const RemoteMonitoringTab = lazy(async () => ({
  default: (await import('./components/rpm-tab')).RpmTab,
}));
