/**
 * What other parts of the app may use from the availability feature: the route loader's query.
 * The page is reached through its lazy route.
 */
export { timeTableQuery } from './api/get-time-table';
export { weekParam } from './week-param';
