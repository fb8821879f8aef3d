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

const description = 'Who we are and why we built a marketplace where community meets commerce.';

const values: IconCardItem[] = [
  {
    icon: Handshake,
    title: 'People first',
    text: 'Neighbours, freelancers and hobbyists offer what they do well and ask for what they need, from tutoring to repairs.',
  },
  {
    icon: Coins,
    title: 'Pay your way',
    text: 'Settle a deal in cash, in Dragon Coins, or by trading one service for another. Each listing says what it accepts.',
  },
  {
    icon: ShieldCheck,
    title: 'Reviewed listings',
    text: 'An administrator checks every new listing and request before it goes live, usually within 24-48 hours.',
  },
  {
    icon: Star,
    title: 'Earned reputations',
    text: 'Ratings come only from members who completed a deal together, so they mean something.',
  },
];

export function AboutUsPage() {
  return (
    <PageContainer>
      <PageMeta title="About Us" description={description} />
      <PageHeader title="About Us" description={description} />

      <section className="mt-10 max-w-3xl space-y-4 text-lg leading-relaxed text-muted-foreground">
        <p>
          {siteName} is where community meets commerce. We believe most of the help people need is already nearby: a
          neighbour who fixes bikes, a student who tutors maths, a designer with a free afternoon. Our marketplace makes
          it easy to find each other and agree on a fair exchange.
        </p>
        <p>
          Members post the services they offer and the services they are looking for, send proposals, talk the details
          through in messages, and keep track of their earnings and coins in one wallet. When a deal is done, both sides
          can leave a review.
        </p>
      </section>

      <section aria-labelledby="values-heading" className="mt-12">
        <h2 id="values-heading" className="text-2xl font-bold tracking-tight">
          What we stand for
        </h2>
        <IconCardList items={values} iconPosition="beside" className="sm:grid-cols-2" />
      </section>

      <section aria-labelledby="family-heading" className="mt-12 max-w-3xl">
        <h2 id="family-heading" className="text-2xl font-bold tracking-tight">
          Part of a family of sites
        </h2>
        <p className="mt-3 text-muted-foreground">
          {siteName} has two sister sites, where the earnings you make here may eventually be spent:{' '}
          {sisterSites.map((site, index) => (
            <span key={site.label}>
              {index > 0 ? ' and ' : null}
              <a
                href={site.url}
                target="_blank"
                rel="noreferrer"
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {site.label}
              </a>
            </span>
          ))}
          .
        </p>
      </section>

      <div className="mt-12 flex flex-wrap gap-3">
        <Button asChild size="lg">
          <Link to={paths.browse()}>Browse Services</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.howItWorks()}>How It Works</Link>
        </Button>
      </div>
    </PageContainer>
  );
}
