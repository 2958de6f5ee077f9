import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Data changes through this app; refetching on every tab switch would only cost requests.
        refetchOnWindowFocus: false,
        retry: 1,
      },
      mutations: { retry: false },
    },
  });
}
