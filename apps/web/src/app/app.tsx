import { StrictMode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { LIMITS } from '@berufswahl/contracts/shared/limits';
import { AnnouncerProvider } from '../components/ui/live-announcer';
import type { createAppRouter } from './router';

interface AppProps {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
}

export function App({ router, queryClient }: AppProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AnnouncerProvider durationMs={LIMITS.announcerMs}>
          <RouterProvider router={router} />
        </AnnouncerProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
