import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Coins, Handshake, ShieldCheck, Star } from 'lucide-react';
import { siteName } from '#shared/page-title.ts';
import { sisterSites } from '#web/app/config.ts';
import { paths } from '#web/app/paths.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { type IconCardItem, IconCardList } from '#web/features/static-pages/components/icon-card-list.tsx';

const values: IconCardItem[] = [
  { icon: Handshake, title: 'static-pages.about.peopleFirstTitle', text: 'static-pages.about.peopleFirstText' },
  { icon: Coins, title: 'static-pages.about.payYourWayTitle', text: 'static-pages.about.payYourWayText' },
  {
    icon: ShieldCheck,
    title: 'static-pages.about.reviewedListingsTitle',
    text: 'static-pages.about.reviewedListingsText',
  },
  { icon: Star, title: 'static-pages.about.reputationsTitle', text: 'static-pages.about.reputationsText' },
];

export function AboutUsPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'static-pages.about.title' });
  const description = intl.formatMessage({ id: 'static-pages.about.description' });
  // 'A and B': each site a link, the words between them the reader's.
  const sites = sisterSites
    .map<ReactNode>((site) => (
      <a
        key={site.label}
        href={site.url}
        target="_blank"
        rel="noreferrer"
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        {site.label}
      </a>
    ))
    .reduce((list, site) => intl.formatMessage({ id: 'static-pages.about.sitesAnd' }, { list, site }));

  return (
    <PageContainer>
      <PageMeta title={title} description={description} />
      <PageHeader title={title} description={description} />

      <section className="mt-10 max-w-3xl space-y-4 text-lg leading-relaxed text-muted-foreground">
        <p>
          <FormattedMessage id="static-pages.about.intro" values={{ siteName }} />
        </p>
        <p>
          <FormattedMessage id="static-pages.about.members" />
        </p>
      </section>

      <section aria-labelledby="values-heading" className="mt-12">
        <h2 id="values-heading" className="text-2xl font-bold tracking-tight">
          <FormattedMessage id="static-pages.about.valuesHeading" />
        </h2>
        <IconCardList items={values} iconPosition="beside" className="sm:grid-cols-2" />
      </section>

      <section aria-labelledby="family-heading" className="mt-12 max-w-3xl">
        <h2 id="family-heading" className="text-2xl font-bold tracking-tight">
          <FormattedMessage id="static-pages.about.familyHeading" />
        </h2>
        <p className="mt-3 text-muted-foreground">
          <FormattedMessage id="static-pages.about.family" values={{ siteName, sites }} />
        </p>
      </section>

      <div className="mt-12 flex flex-wrap gap-3">
        <Button asChild size="lg">
          <Link to={paths.browse()}>
            <FormattedMessage id="static-pages.about.browseServices" />
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.howItWorks()}>
            <FormattedMessage id="static-pages.about.howItWorks" />
          </Link>
        </Button>
      </div>
    </PageContainer>
  );
}
