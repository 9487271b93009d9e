export { DEMO_PASSWORD, demoAccounts } from '../../apps/server/src/seed/demo-accounts.js';
