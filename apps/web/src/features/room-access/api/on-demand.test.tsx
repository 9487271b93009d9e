import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, test } from 'vitest';
import { mockApi, sentRequests } from '../../../test/mock-api';
import { usePatientSearch } from './on-demand';

test('H5 the on-demand patient picker asks for a page of 25, as the spec’s patient pick lists', async () => {
  mockApi.get('/appointments/patients', () => ({ content: [], last: true, totalElements: 0 }));
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => usePatientSearch(''), { wrapper });
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  const [sent] = sentRequests('/appointments/patients');
  expect(new URL(sent?.url ?? '').searchParams.get('size')).toBe('25');
});
