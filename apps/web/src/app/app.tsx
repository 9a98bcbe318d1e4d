import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../api/query-client';
import type { createAppRouter } from './router';

/** The app's providers around the router. i18next is already started (react-i18next holds the instance). */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
}
