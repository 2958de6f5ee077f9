import { useState } from 'react';
import type { Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { addTexts } from '../../../../lib/i18n';
import { shareTokenOf } from '../../../../lib/share-page-path';
import { prepareTokenPage } from '../../../../lib/public-token-page';
import texts from '../../../../locales/de-shared-page.json';
import { PublicSharedPage } from './public-shared-page';
// As a URL, not as a CSS import: Vite would name the stylesheet in start-up's preload list, which
// is on every first screen; the page links it itself (renderSharedPage).
import stylesheetUrl from './public-shared-page.css?url';

// The page speaks Sie to whoever got the link (an adult, no account): no Leichte-Sprache overlay
// (that is an account's setting, and there is none here).
addTexts(texts);

/**
 * The public page of a share link (`/geteilt/{token}`, issue 18), rendered by start-up instead of
 * the app: no sign-in, no menu, no analytics, no notifications – only its own requests.
 */
export function SharedPageRoot({ token }: { token: string }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <PublicSharedPage token={token} />
    </QueryClientProvider>
  );
}

/**
 * Start-up's one call into this chunk, for an address that contains `/geteilt/`: renders the page
 * when the address is exactly the page's (false otherwise, and start-up goes on with the app).
 */
export async function renderSharedPage(root: Root, pathname: string): Promise<boolean> {
  const token = shareTokenOf(pathname);
  if (token === null) return false;
  await prepareTokenPage(stylesheetUrl);
  root.render(<SharedPageRoot token={token} />);
  return true;
}
