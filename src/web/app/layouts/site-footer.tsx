import { Link } from 'react-router';
import { sisterSites } from '#web/app/config.ts';
import { paths } from '#web/app/paths.ts';

const footerLinks = [
  { label: 'About Us', to: paths.aboutUs() },
  { label: 'How It Works', to: paths.howItWorks() },
  { label: 'Terms of Use', to: paths.termsOfUse() },
  { label: 'Privacy', to: paths.privacy() },
  { label: 'Get Help', to: paths.getHelp() },
  { label: 'Browse All Categories', to: paths.exploreCategories() },
];

// Computed once: the year does not change while a page is open often enough to matter.
const currentYear = new Date().getFullYear();

export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-card">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-col gap-3">
          <nav aria-label="Footer">
            <ul className="flex flex-wrap gap-x-6 gap-y-3 text-sm">
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-muted-foreground transition-colors hover:text-foreground">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label="Sister sites">
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
        <p className="text-sm text-muted-foreground">© {currentYear} Dragon Market. All rights reserved.</p>
      </div>
    </footer>
  );
}
