/**
 * What other parts of the app may use from the appointments feature: the dashboard's tab lists and
 * the route loaders' first pages. The pages are reached through the router's lazy routes.
 */
export { countersQuery, pagedListQuery, useCounters, usePagedList } from './api/get-encounters';
export type { DashboardTab } from './api/encounter-lists';
export { AppointmentList } from './components/appointment-list';
export { useAppointmentLiveUpdates } from './hooks/use-appointment-live-updates';
export { useViewer } from './hooks/use-viewer';
