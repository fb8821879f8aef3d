// The document title, written alike by the server (into the HTML of the pages worth sharing, for link previews and
// search engines) and by the web app (as the visitor moves between pages), so a page reads the same either way.

export const siteName = 'Dragon Market';

/** '{title} · Dragon Market'; the site's own name stands alone (the home page). */
export function formatPageTitle(title: string): string {
  return title === siteName ? title : `${title} · ${siteName}`;
}
