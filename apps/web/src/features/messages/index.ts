/**
 * What other parts of the app may use from in-mail: the dashboard's unread panel, and the unread
 * count query for the header's icon. The pages are reached through their lazy routes.
 */
export { unreadCountQuery, useUnreadCount } from './api/get-unread';
export { UnreadPanel } from './components/unread-panel';
