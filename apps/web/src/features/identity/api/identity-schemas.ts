/**
 * The shared identity schemas, for the calls the login screen makes: imported beside the request
 * rather than with the screen, since they bring zod, the largest library it would otherwise load.
 */
export const identitySchemas = () => import('@clinicall/shared/identity');
