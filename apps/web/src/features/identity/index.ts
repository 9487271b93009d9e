/**
 * What other parts of the app may use from identity; everything else in this folder is private
 * to it (the lint's boundaries rule keeps it so). The pages are reached through the router's lazy
 * routes, not through this file, so each stays in its own chunk.
 */
export { accountQuery } from './api/get-account';
export { useConfigs } from './api/get-configs';
export { loggedUserQuery, useLoggedUser } from './api/get-logged-user';
export { LazyChangePasswordDialog as ChangePasswordDialog } from './components/lazy-change-password-dialog';
export {
  IsAdmin,
  IsAssistant,
  IsClinicAdmin,
  IsPatient,
  IsProvider,
} from './components/role-gates';
export { CurrentAccountContext, useAccountZone, useCurrentAccount } from './hooks/current-account';
export { useIdleLogout } from './hooks/use-idle-logout';
export { useLogout } from './hooks/use-logout';
export { useSignOutLocally } from './hooks/use-sign-out-locally';
export { roleLabel } from './role-label';
