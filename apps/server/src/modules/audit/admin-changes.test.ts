import { describe, expect, it } from 'vitest';
import { adminActionDetail, changedFields } from './admin-changes.js';

describe('admin action changes (issue 20 point 8)', () => {
  it('lists only the fields whose values differ, old → new', () => {
    const changes = changedFields(
      { name: 'North', activated: true, storageUrls: ['a'] },
      { name: 'North Clinic', activated: true, storageUrls: ['a'] },
    );
    expect(changes).toEqual({ name: { from: 'North', to: 'North Clinic' } });
  });

  it('names a changed secret without showing it', () => {
    const changes = changedFields<{ clientSecret: string }>(
      { clientSecret: 'old-secret' },
      { clientSecret: 'new-secret' },
      ['clientSecret'],
    );
    expect(JSON.stringify(changes)).not.toMatch(/old-secret|new-secret/);
    expect(changes.clientSecret).toEqual({ from: '••••••', to: '••••••' });
  });

  it('treats a created record as changes from nothing', () => {
    expect(changedFields(null, { name: 'East' })).toEqual({ name: { from: null, to: 'East' } });
    expect(adminActionDetail({ type: 'clinic', id: 4 })).toEqual({
      target: { type: 'clinic', id: 4 },
      changes: {},
    });
  });
});
