import { FormattedMessage } from 'react-intl';

export const mainContentId = 'main-content';

/** Lets keyboard users jump past the header straight to the page content. */
export function SkipLink() {
  return (
    <a
      href={`#${mainContentId}`}
      className="sr-only rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-[60]"
    >
      <FormattedMessage id="app.skipLink" />
    </a>
  );
}
