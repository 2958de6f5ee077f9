import './styles/app.css';
import './styles/shell.css';
// The shared building blocks' styles (fields, dialogs, pagination …) load with the entry, not with
// the first lazy screen that happens to import a block: a screen that uses only the class names
// (e.g. the password form of "Meine Daten") would be unstyled when opened directly (issue 14).
import './components/ui/building-blocks.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { LoadingScreen } from './app/screens/loading-screen';
import { StartUpErrorScreen } from './app/screens/start-up-error-screen';
import { startApp } from './app/start-up';
import { meQueryKey } from './lib/me/get-me';
import { initI18n } from './lib/i18n';

/** Start-up (spec 1, 4): nothing of the app is shown before sign-in, user and flow check are done. */
async function boot(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing in index.html');

  await initI18n();
  const root = createRoot(container);
  root.render(<LoadingScreen />);

  // The feedback page behind a link (issue 16) is for people without an account: no sign-in, no
  // analytics, no menu – a page of its own, in a chunk of its own. The cheapest test that can be
  // right stays here (it is on every first screen); the chunk checks the address exactly.
  if (location.pathname.includes('/rueckmeldung/')) {
    const feedbackPage = await import('./features/bo/internships/feedback/public/feedback-page-root');
    if (await feedbackPage.renderFeedbackPage(root, location.pathname)) return;
  }
  // The same for the page behind a student's share link (issue 18, decision 236).
  if (location.pathname.includes('/geteilt/')) {
    const sharedPage = await import('./features/bo/share-links/public/shared-page-root');
    if (await sharedPage.renderSharedPage(root, location.pathname)) return;
  }

  const result = await startApp();
  switch (result.kind) {
    case 'ready':
    case 'logged-out': {
      const queryClient = createQueryClient();
      if (result.kind === 'ready') queryClient.setQueryData(meQueryKey, result.me);
      // Created only now: start-up may have moved the address to /slp/{uuid}.
      const router = createAppRouter();
      root.render(<App router={router} queryClient={queryClient} />);
      break;
    }
    case 'failed':
      root.render(<StartUpErrorScreen />);
      break;
    case 'leaving':
      // A login redirect or reload is under way; the loading status stays.
      break;
  }
}

boot().catch((error: unknown) => {
  // Nothing above should throw; if it does, say so instead of loading forever.
  console.error('Start-up failed unexpectedly', error);
  const container = document.getElementById('root');
  if (container) createRoot(container).render(<StartUpErrorScreen />);
});
