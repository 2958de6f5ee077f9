import { createContext, useContext, useEffect, type ReactNode } from 'react';

/** Turns a page name into the document title, e.g. "Impressum" → "Impressum – <App>". */
export const DocumentTitleContext = createContext<(pageName: string) => string>((pageName) => pageName);

interface PageHeadingProps {
  /** Short name of the page for the document title and the "<Seite> geladen" announcement. */
  pageName: string;
  children: ReactNode;
}

/**
 * The one h1 of a page. It sets the document title and can take focus programmatically
 * (tabIndex -1), so a route change can move the screen-reader cursor to it.
 */
export function PageHeading({ pageName, children }: PageHeadingProps) {
  const formatTitle = useContext(DocumentTitleContext);
  useEffect(() => {
    document.title = formatTitle(pageName);
  }, [formatTitle, pageName]);

  return (
    <h1 className="page-heading" tabIndex={-1} data-page-name={pageName}>
      {children}
    </h1>
  );
}

/** The main heading of the page, or null while there is none. */
export function findPageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1');
}

/** The page name a heading was given, falling back to its text. */
export function pageNameOf(heading: HTMLElement): string {
  return heading.dataset.pageName ?? heading.textContent?.trim() ?? '';
}
