/** What other parts of the app may use from billing: the route loader's first page. */
export type { BillingSummary } from './api/get-billing-summary';
export { billingSummaryQuery } from './api/get-billing-summary';
