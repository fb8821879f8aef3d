import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Banknote, Coins, Repeat } from 'lucide-react';
import { paths } from '#web/app/paths.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { type IconCardItem, IconCardList } from '#web/features/static-pages/components/icon-card-list.tsx';
import {
  describeCoinPacks,
  describeConversion,
  describeWithdrawals,
} from '#web/features/static-pages/components/wallet-terms.ts';
import { useSession } from '#web/lib/session.ts';

const steps = [
  { title: 'static-pages.howItWorks.accountTitle', text: 'static-pages.howItWorks.accountText' },
  { title: 'static-pages.howItWorks.listTitle', text: 'static-pages.howItWorks.listText' },
  { title: 'static-pages.howItWorks.proposalsTitle', text: 'static-pages.howItWorks.proposalsText' },
  { title: 'static-pages.howItWorks.detailsTitle', text: 'static-pages.howItWorks.detailsText' },
  { title: 'static-pages.howItWorks.completeTitle', text: 'static-pages.howItWorks.completeText' },
] as const;

const paymentMethods: IconCardItem[] = [
  { icon: Banknote, title: 'static-pages.howItWorks.cashTitle', text: 'static-pages.howItWorks.cashText' },
  { icon: Coins, title: 'static-pages.howItWorks.coinsTitle', text: 'static-pages.howItWorks.coinsText' },
  { icon: Repeat, title: 'static-pages.howItWorks.tradeTitle', text: 'static-pages.howItWorks.tradeText' },
];

const walletFacts = [
  'static-pages.howItWorks.walletConvert',
  'static-pages.howItWorks.walletWithdraw',
  'static-pages.howItWorks.walletHistory',
] as const;

export function HowItWorksPage() {
  const { user } = useSession();
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'static-pages.howItWorks.title' });
  const description = intl.formatMessage({ id: 'static-pages.howItWorks.description' });
  // The wallet's figures the texts quote, worded in the reader's language.
  const walletValues = {
    packs: describeCoinPacks(intl),
    conversion: describeConversion(intl),
    withdrawals: describeWithdrawals(intl),
  };

  return (
    <PageContainer>
      <PageMeta title={title} description={description} />
      <PageHeader title={title} description={description} />

      <section aria-labelledby="steps-heading" className="mt-10">
        <h2 id="steps-heading" className="text-2xl font-bold tracking-tight">
          <FormattedMessage id="static-pages.howItWorks.stepsHeading" />
        </h2>
        <ol className="mt-6 grid gap-4">
          {steps.map((step, index) => (
            <li key={step.title}>
              <Card className="flex gap-4 p-5">
                <span
                  aria-hidden="true"
                  className="grid size-9 shrink-0 place-items-center rounded-full bg-primary font-semibold text-primary-foreground"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold">
                    <FormattedMessage id={step.title} />
                  </h3>
                  <p className="mt-1 text-muted-foreground">
                    <FormattedMessage id={step.text} />
                  </p>
                </div>
              </Card>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="payments-heading" className="mt-12">
        <h2 id="payments-heading" className="text-2xl font-bold tracking-tight">
          <FormattedMessage id="static-pages.howItWorks.paymentsHeading" />
        </h2>
        <IconCardList items={paymentMethods} values={walletValues} className="md:grid-cols-3" />
      </section>

      <section aria-labelledby="wallet-heading" className="mt-12 max-w-3xl">
        <h2 id="wallet-heading" className="text-2xl font-bold tracking-tight">
          <FormattedMessage id="static-pages.howItWorks.walletHeading" />
        </h2>
        <ul className="mt-4 list-disc space-y-2 ps-5 text-muted-foreground">
          {walletFacts.map((fact) => (
            <li key={fact}>
              <FormattedMessage id={fact} values={walletValues} />
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-12 flex flex-wrap gap-3">
        {user ? (
          <Button asChild size="lg">
            <Link to={paths.addListing()}>
              <FormattedMessage id="static-pages.howItWorks.addListing" />
            </Link>
          </Button>
        ) : (
          <Button asChild size="lg">
            <Link to={paths.signup()}>
              <FormattedMessage id="static-pages.howItWorks.createAccount" />
            </Link>
          </Button>
        )}
        <Button asChild size="lg" variant="outline">
          <Link to={paths.getHelp()}>
            <FormattedMessage id="static-pages.howItWorks.getHelp" />
          </Link>
        </Button>
      </div>
    </PageContainer>
  );
}
