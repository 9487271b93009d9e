import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { useOverlaysWanted } from '../components/ui/overlay-host';
import { lazyNamed } from './lazy-named';
import { cssVariablesResolver, theme } from './theme';

const Overlays = lazyNamed(() => import('./overlays'), 'Overlays');

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

export function Providers({ queryClient, children }: ProvidersProps) {
  const overlaysWanted = useOverlaysWanted();
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <QueryClientProvider client={queryClient}>
        {children}
        {overlaysWanted && (
          <Suspense fallback={null}>
            <Overlays />
          </Suspense>
        )}
      </QueryClientProvider>
    </MantineProvider>
  );
}
