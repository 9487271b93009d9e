/**
 * What other parts of the app use of remote patient monitoring: the dashboard's alerts card. The
 * sign-up form and the alerts panel live on the patient's monitoring tab in this feature.
 */
export { RpmAlertsCard } from './components/rpm-alerts-card';
