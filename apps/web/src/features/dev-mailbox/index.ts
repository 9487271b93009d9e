/**
 * What other parts of the app may use from the development mailbox: the navigation offers the
 * page only where the server says the mailbox exists, and the route loader fetches ahead with
 * these queries. The page is reached through its lazy route.
 */
export { devMailboxStatusQuery } from './api/get-dev-mailbox-status';
export { outboxQuery } from './api/get-outbox';
