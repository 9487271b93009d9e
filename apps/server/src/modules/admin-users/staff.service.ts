import { assistantDetail, auditedAssistant } from './admin-assistants.service.js';
import { linksRepository } from './links.repository.js';
import { providerProfilesRepository } from './provider-profiles.repository.js';
import { createStaffAccounts, type StaffAccountsDeps } from './staff-accounts.js';
import { staffFilter } from './staff-filter.js';
import { staffRepository } from './staff.repository.js';

/**
 * What the staff screens of both admin areas share: accounts (create, deactivate, re-address),
 * the staff queries, the assistant ↔ provider links and the provider fields an admin edits. The
 * clinic admin module reaches them only through this service.
 */
export function createStaffService(deps: StaffAccountsDeps) {
  return {
    accounts: createStaffAccounts(deps),
    users: staffRepository,
    links: linksRepository,
    profiles: providerProfilesRepository,
    filter: staffFilter,
    assistantDetail,
    auditedAssistant,
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
