export { useClinicBranding } from './api/get-clinic-branding';
export { ownLoginPath } from './api/own-login-path';
export { ClinicLoginMark } from './components/clinic-login-mark';
