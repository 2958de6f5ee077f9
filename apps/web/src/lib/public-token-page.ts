/*
 * What every page behind a secret link needs before it renders (feedback links, share links): the
 * address holds the link's token, so search engines must not list the page and the token must not
 * leave with a click. The server says both in its headers too (X-Robots-Tag, Referrer-Policy); the
 * meta tags cover a copy of the page served without them (decisions 230 and 236).
 */

function addMeta(name: string, content: string): void {
  if (document.querySelector(`meta[name="${name}"]`)) return;
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.append(meta);
}

/** Links the page's stylesheet and resolves once it applies (or failed: the app's own styles still hold). */
function loadStylesheet(stylesheetUrl: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheetUrl;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.append(link);
  });
}

/** Keeps the page out of search engines and its token home, and waits for its styles, so nothing shows unstyled. */
export async function prepareTokenPage(stylesheetUrl: string): Promise<void> {
  addMeta('robots', 'noindex, nofollow');
  addMeta('referrer', 'no-referrer');
  await loadStylesheet(stylesheetUrl);
}
