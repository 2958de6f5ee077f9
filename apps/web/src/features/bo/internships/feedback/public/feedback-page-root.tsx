import { useState } from 'react';
import type { Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { feedbackTokenOf } from '../../../../../lib/feedback-page-path';
import { addTexts } from '../../../../../lib/i18n';
import { prepareTokenPage } from '../../../../../lib/public-token-page';
import texts from '../../../../../locales/de-internship-feedback.json';
import { PublicFeedbackPage } from './public-feedback-page';
// As a URL, not as a CSS import: Vite would name the stylesheet in start-up's preload list, which
// is on every first screen; the page links it itself (renderFeedbackPage).
import stylesheetUrl from './public-feedback-page.css?url';

// The page speaks Sie to a supervisor or a parent who has no account: no Leichte-Sprache overlay
// (that is an account's setting, and there is none here).
addTexts(texts);

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

/**
 * Start-up's one call into this chunk, for an address that contains `/rueckmeldung/`: renders the
 * page when the address is exactly the page's (false otherwise, and start-up goes on with the
 * app). The rendering happens here, so the first screen's code carries only the import; it waits
 * for the page's styles, so the scale never shows unstyled.
 */
export async function renderFeedbackPage(root: Root, pathname: string): Promise<boolean> {
  const token = feedbackTokenOf(pathname);
  if (token === null) return false;
  await prepareTokenPage(stylesheetUrl);
  root.render(<FeedbackPageRoot token={token} />);
  return true;
}
