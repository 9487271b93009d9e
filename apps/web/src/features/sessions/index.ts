/**
 * What other parts of the app may use from the sessions feature: the route loader fetches the
 * list ahead with this query. The page is reached through its lazy route.
 */
export { sessionsQuery } from './api/get-sessions';
