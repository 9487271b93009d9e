/** What other parts of the app may use from the roster: its query, for route loaders. */
export { rosterQuery } from './api/get-roster';
