import type { Configs } from '@clinicall/shared/identity';
import { mockApi } from './mock-api';

/** GET /configs as a page sees it; the support address is the one the help texts must show. */
export const testConfigs: Configs = {
  sessionDuration: 900,
  encounterRange: 15,
  supportEmail: 'help@clinic.test',
  knowledgeBaseUrl: null,
  liveChatUrl: null,
};

export const mockConfigs = () => mockApi.get('/configs', () => testConfigs);
