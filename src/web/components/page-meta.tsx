import { createContext, useContext, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { formatPageTitle } from '#shared/page-title.ts';

// Every page names itself: the tab title and the description search engines and link previews read. The server
// puts the same into the HTML of listing and category pages (platform/page-meta.ts), for crawlers that run no
// script; this keeps the document right as the visitor moves between pages in the app.

/**
 * The title and description of index.html (page-meta.test.ts keeps them the same), in English: the app writes them in
 * the page's language (the catalog's components.pageMeta.siteTitle and siteDescription).
 */
export const defaultPageTitle = 'Dragon Market – Where Community Meets Commerce';
export const defaultPageDescription =
  'A community services marketplace: offer and request services, and trade them for cash, Dragon Coins or barter.';

function writeDescription(content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = content;
}

type PageMetaProps = { title: string; description?: string | undefined };

/** The title and description a page names, which the server render writes into the HTML's head. */
export type PageHead = { title: string; description: string };

// Given on the server only (entry-server.tsx): effects do not run there, so the page names itself during the render.
export const PageHeadContext = createContext<((head: PageHead) => void) | null>(null);

export function PageMeta({ title, description }: PageMetaProps) {
  const intl = useIntl();
  const siteTitle = intl.formatMessage({ id: 'components.pageMeta.siteTitle' });
  const siteDescription = intl.formatMessage({ id: 'components.pageMeta.siteDescription' });
  const shownDescription = description ?? siteDescription;
  useContext(PageHeadContext)?.({ title, description: shownDescription });
  useEffect(() => {
    document.title = formatPageTitle(title);
    writeDescription(shownDescription);
    // A screen without a PageMeta of its own (a guard's sign-in screen, the error screen) then reads as the site,
    // not as the page the visitor left.
    return () => {
      document.title = siteTitle;
      writeDescription(siteDescription);
    };
  }, [title, shownDescription, siteTitle, siteDescription]);
  return null;
}
