import { useEffect } from 'react';

// Every page names itself: the tab title and the description search engines and link previews read. The server
// puts the same into the HTML of listing and category pages (platform/page-meta.ts), for crawlers that run no
// script; this keeps the document right as the visitor moves between pages in the app.

export const siteName = 'Dragon Market';
const defaultDescription =
  'A community services marketplace: offer and request services, and trade them for cash, Dragon Coins or barter.';

type PageMetaProps = { title: string; description?: string | undefined };

export function PageMeta({ title, description = defaultDescription }: PageMetaProps) {
  useEffect(() => {
    document.title = title === siteName ? title : `${title} · ${siteName}`;
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = description;
  }, [title, description]);
  return null;
}
