import type { App } from '../app.js';
import { bearer } from './factories.js';

/** C78: an appointment's status set through the API (a cancellation gives its reason). */
export const setEncounterStatus = (app: App, token: string, id: number, status: string) =>
  app.inject({
    method: 'POST',
    url: '/api/encounters/status',
    headers: bearer(token),
    payload: { id, status, ...(status === 'CANCELLED' ? { cancelReason: 'Feeling better' } : {}) },
  });
