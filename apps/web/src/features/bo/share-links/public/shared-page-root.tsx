import { useState } from 'react';
import type { Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { addTexts } from '../../../../lib/i18n';
import { shareTokenOf } from '../../../../lib/share-page-path';
import texts from '../../../../locales/de-shared-page.json';
import { PublicSharedPage } from './public-shared-page';
// As a URL, not as a CSS import: Vite would name the stylesheet in start-up's preload list, which
// is on every first screen; the page links it itself (renderSharedPage).
import stylesheetUrl from './public-shared-page.css?url';

// The page speaks Sie to whoever got the link (an adult, no account): no Leichte-Sprache overlay
// (that is an account's setting, and there is none here).
addTexts(texts);

/**
 * The address holds the link's token: search engines must not list the page. The server says so
 * too (X-Robots-Tag); the tag covers a copy of the page served without that header.
 */
function keepOutOfSearchEngines(): void {
  if (document.querySelector('meta[name="robots"]')) return;
  const robots = document.createElement('meta');
  robots.name = 'robots';
  robots.content = 'noindex, nofollow';
  document.head.append(robots);
}

/** The token must not leave with a click on a link of the page (none points elsewhere, but a pasted story text may hold one). */
function keepReferrerHome(): void {
  if (document.querySelector('meta[name="referrer"]')) return;
  const referrer = document.createElement('meta');
  referrer.name = 'referrer';
  referrer.content = 'no-referrer';
  document.head.append(referrer);
}

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

/** Links the page's stylesheet and resolves once it applies (or failed: the app's own styles still hold). */
function loadStylesheet(): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheetUrl;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.append(link);
  });
}

/**
 * Start-up's one call into this chunk, for an address that contains `/geteilt/`: renders the page
 * when the address is exactly the page's (false otherwise, and start-up goes on with the app).
 */
export async function renderSharedPage(root: Root, pathname: string): Promise<boolean> {
  const token = shareTokenOf(pathname);
  if (token === null) return false;
  keepOutOfSearchEngines();
  keepReferrerHome();
  await loadStylesheet();
  root.render(<SharedPageRoot token={token} />);
  return true;
}
