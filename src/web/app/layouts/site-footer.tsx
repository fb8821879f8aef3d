import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { sisterSites } from '#web/app/config.ts';
import { paths } from '#web/app/paths.ts';
import { ApproximateRateNote } from '#web/components/approximate-rate-note.tsx';
import { LanguagePicker } from '#web/components/language-picker.tsx';
import { useDisplayCurrency } from '#web/lib/preferences.ts';

const footerLinks = [
  { label: 'app.footer.aboutUs', to: paths.aboutUs() },
  { label: 'app.footer.howItWorks', to: paths.howItWorks() },
  { label: 'app.footer.termsOfUse', to: paths.termsOfUse() },
  { label: 'app.footer.privacy', to: paths.privacy() },
  { label: 'app.footer.getHelp', to: paths.getHelp() },
  { label: 'app.footer.browseCategories', to: paths.exploreCategories() },
] as const;

// Computed once: the year does not change while a page is open often enough to matter.
const currentYear = new Date().getFullYear();

export function SiteFooter() {
  const intl = useIntl();
  const currency = useDisplayCurrency();
  return (
    <footer className="border-t border-border bg-card">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-col gap-3">
          <nav aria-label={intl.formatMessage({ id: 'app.footer.nav' })}>
            <ul className="flex flex-wrap gap-x-6 gap-y-3 text-sm">
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-muted-foreground transition-colors hover:text-foreground">
                    <FormattedMessage id={link.label} />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={intl.formatMessage({ id: 'app.footer.sisterSites' })}>
            <ul className="flex flex-wrap gap-x-6 gap-y-3 text-sm">
              {sisterSites.map((site) => (
                <li key={site.url}>
                  <a
                    href={site.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-muted-foreground transition-colors hover:text-foreground"
                  >
                    {site.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="flex flex-col gap-3 md:items-end">
          <LanguagePicker />
          <ApproximateRateNote code={currency} className="max-w-sm md:text-end" />
          <p className="text-sm text-muted-foreground">
            <FormattedMessage id="app.footer.copyright" values={{ year: String(currentYear) }} />
          </p>
        </div>
      </div>
    </footer>
  );
}
