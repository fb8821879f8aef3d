import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { siteName } from '#shared/page-title.ts';
import { paths } from '#web/app/paths.ts';
import { HydrateLater } from '#web/components/hydrate-later.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FeaturedCategories } from '#web/features/marketplace/components/featured-categories.tsx';
import { FeaturedServices } from '#web/features/marketplace/components/featured-services.tsx';
import { featuredOffersQuery } from '#web/features/marketplace/api.ts';
import type { Prefetch } from '#web/app/prefetch.ts';

export function HomePage() {
  const intl = useIntl();
  // One element: the page hydrates as a part of its own (HydrateLater in the site layout).
  return (
    <div>
      <PageMeta title={siteName} description={intl.formatMessage({ id: 'marketplace.home.metaDescription' })} />
      <section
        aria-labelledby="home-title"
        className="border-b border-border bg-gradient-to-b from-accent/60 to-background"
      >
        <div className="mx-auto flex w-full max-w-6xl flex-col items-center px-4 py-20 text-center sm:px-6 lg:py-28">
          <h1 id="home-title" className="text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            <FormattedMessage id="marketplace.home.welcome" />
          </h1>
          <p className="mt-4 text-xl font-medium text-primary sm:text-2xl">
            <FormattedMessage id="marketplace.home.tagline" />
          </p>
          <p className="mt-4 max-w-2xl text-muted-foreground text-pretty">
            <FormattedMessage id="marketplace.home.intro" />
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <Link to={paths.browse()}>
                <FormattedMessage id="marketplace.home.browseServices" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.exploreCategories()}>
                <FormattedMessage id="marketplace.home.browseCategories" />
              </Link>
            </Button>
          </div>
        </div>
      </section>
      <FeaturedServices />
      <HydrateLater>
        <FeaturedCategories />
      </HydrateLater>
    </div>
  );
}

export const prefetchHome: Prefetch = ({ queryClient }) => queryClient.prefetchQuery(featuredOffersQuery);
