/** What other features may use from record access: the patient's "Who viewed my record" panel. */
export { RecordViewsPanel } from './components/record-views-panel';
