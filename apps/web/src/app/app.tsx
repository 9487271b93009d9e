import { RouterProvider } from 'react-router';
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
