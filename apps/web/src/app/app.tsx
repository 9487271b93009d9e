// The DOM build of the provider, so a navigation can ask to render at once (`flushSync`).
import { RouterProvider } from 'react-router/dom';
import { Providers } from './providers';
import { queryClient } from './query-client';
import { createAppRouter } from './router';

const router = createAppRouter(queryClient);

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
