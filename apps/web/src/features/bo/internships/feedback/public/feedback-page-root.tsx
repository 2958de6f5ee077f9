import { useState } from 'react';
import type { Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { addTexts } from '../../../../../lib/i18n';
import texts from '../../../../../locales/de-internship-feedback.json';
import { PublicFeedbackPage } from './public-feedback-page';
import './public-feedback-page.css';

// The page speaks Sie to a supervisor or a parent who has no account: no Leichte-Sprache overlay
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

keepOutOfSearchEngines();

/**
 * The public feedback page (`/rueckmeldung/{token}`, issue 16), rendered by start-up instead of the
 * app: no sign-in, no menu, no analytics, no notifications – only its own two requests.
 */
export function FeedbackPageRoot({ token }: { token: string }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { mutations: { retry: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <PublicFeedbackPage token={token} />
    </QueryClientProvider>
  );
}

/** Start-up's one call into this chunk: the rendering happens here, so the first screen's code carries only the import. */
export function renderFeedbackPage(root: Root, token: string): void {
  root.render(<FeedbackPageRoot token={token} />);
}
