import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { siteName } from '#shared/page-title.ts';
import { sisterSites } from '#web/app/config.ts';
import { paths } from '#web/app/paths.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { ProseSection } from '#web/features/static-pages/components/prose-section.tsx';

// Spec document 0, section 1: the facts these terms must state (effective date, age, no payment processing or
// escrow, administrator access, suspension grounds, prohibited content). Served at /terms and /terms-of-use.

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/** A message's <tag>…</tag> as a link to `to`. */
const linkTo = (to: string) => (chunks: ReactNode[]) => (
  <Link to={to} className={linkClass}>
    {chunks}
  </Link>
);

const prohibited = [
  'static-pages.terms.prohibitedAdult',
  'static-pages.terms.prohibitedIllegal',
  'static-pages.terms.prohibitedHate',
] as const;

export function TermsPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'static-pages.terms.title' });

  return (
    <PageContainer className="max-w-3xl">
      <PageMeta
        title={title}
        description={intl.formatMessage({ id: 'static-pages.terms.metaDescription' }, { siteName })}
      />
      <PageHeader title={title} description={intl.formatMessage({ id: 'static-pages.terms.description' })} />
      <p className="mt-3 text-sm font-medium">
        <FormattedMessage id="static-pages.terms.effective" />
      </p>

      <div className="mt-10 flex flex-col gap-10">
        <ProseSection title={<FormattedMessage id="static-pages.terms.agreeingHeading" />}>
          <p>
            <FormattedMessage id="static-pages.terms.agreeing" values={{ siteName }} />
          </p>
        </ProseSection>

        <ProseSection title={<FormattedMessage id="static-pages.terms.eligibilityHeading" />}>
          <p>
            <FormattedMessage id="static-pages.terms.eligibility" />
          </p>
        </ProseSection>

        <ProseSection title={<FormattedMessage id="static-pages.terms.listingsHeading" />}>
          <p>
            <FormattedMessage id="static-pages.terms.listings" />
          </p>
        </ProseSection>

        <ProseSection title={<FormattedMessage id="static-pages.terms.dealsHeading" />}>
          <p>
            <FormattedMessage id="static-pages.terms.deals" values={{ siteName }} />
          </p>
          <p>
            <FormattedMessage id="static-pages.terms.coins" />
          </p>
        </ProseSection>

        <ProseSection title={<FormattedMessage id="static-pages.terms.prohibitedHeading" />}>
          <p>
            <FormattedMessage id="static-pages.terms.prohibitedIntro" />
          </p>
          <ul>
            {prohibited.map((item) => (
              <li key={item}>
                <FormattedMessage id={item} />
              </li>
            ))}
          </ul>
        </ProseSection>

        <ProseSection title={<FormattedMessage id="static-pages.terms.adminHeading" />}>
          <p>
            <FormattedMessage id="static-pages.terms.admin" />
          </p>
        </ProseSection>

        <ProseSection title={<FormattedMessage id="static-pages.terms.suspensionHeading" />}>
          <p>
            <FormattedMessage id="static-pages.terms.suspension" values={{ link: linkTo(paths.getHelp()) }} />
          </p>
        </ProseSection>

        <ProseSection title={<FormattedMessage id="static-pages.terms.sisterSitesHeading" />}>
          <p>
            <FormattedMessage id="static-pages.terms.sisterSites" values={{ siteName }} />
          </p>
          <ul>
            {sisterSites.map((site) => (
              <li key={site.label}>
                <a href={site.url} target="_blank" rel="noreferrer" className={linkClass}>
                  {site.label}
                </a>
              </li>
            ))}
          </ul>
        </ProseSection>

        <ProseSection title={<FormattedMessage id="static-pages.terms.changesHeading" />}>
          <p>
            <FormattedMessage
              id="static-pages.terms.changes"
              values={{ help: linkTo(paths.getHelp()), privacy: linkTo(paths.privacy()) }}
            />
          </p>
        </ProseSection>
      </div>
    </PageContainer>
  );
}
