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

const description = 'How to list a service, send a proposal and settle a deal in cash, Dragon Coins or trade.';

const steps = [
  {
    title: 'Create your free account',
    text: 'Sign up with your name and email. You can add a picture, a bio and a phone number to your profile later.',
  },
  {
    title: 'List a service or post a request',
    text: 'Describe what you offer or what you need, choose a category, set a price and the payment methods you accept. An administrator reviews it, usually within 24-48 hours, and it goes live once approved.',
  },
  {
    title: 'Send or receive proposals',
    text: 'Found something you like? Send a proposal with your offer and a message. Proposals on your own listings arrive in My Offers (Bids), where you accept or decline them.',
  },
  {
    title: 'Agree on the details',
    text: 'When a proposal is accepted, a conversation opens in Messages so you can settle when, where and how.',
  },
  {
    title: 'Complete the deal and leave a review',
    text: 'Once the work is done, either of you marks the deal completed. It moves to Completed Offers and you can rate each other from 1 to 5 stars.',
  },
];

const paymentMethods: IconCardItem[] = [
  {
    icon: Banknote,
    title: 'Cash',
    text: 'Pay each other directly, the way you agree. The marketplace records the deal but does not handle the money or hold it in escrow.',
  },
  {
    icon: Coins,
    title: 'Dragon Coins',
    text: `Buy packs of ${describeCoinPacks()} by card. Coins move from wallet to wallet when a coin deal is completed.`,
  },
  {
    icon: Repeat,
    title: 'Trade',
    text: 'Swap services: an hour of gardening for a haircut, a logo for a website fix. Describe the trade in your proposal.',
  },
];

const walletFacts = [
  `Convert coins to your cash balance ${describeConversion()}.`,
  `Withdraw ${describeWithdrawals()} from your cash balance; an administrator reviews each withdrawal before it is paid.`,
  'Your wallet shows your recent coin orders and transactions.',
];

export function HowItWorksPage() {
  const { user } = useSession();

  return (
    <PageContainer>
      <PageMeta title="How It Works" description={description} />
      <PageHeader title="How It Works" description={description} />

      <section aria-labelledby="steps-heading" className="mt-10">
        <h2 id="steps-heading" className="text-2xl font-bold tracking-tight">
          From first listing to finished deal
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
                  <h3 className="font-semibold">{step.title}</h3>
                  <p className="mt-1 text-muted-foreground">{step.text}</p>
                </div>
              </Card>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="payments-heading" className="mt-12">
        <h2 id="payments-heading" className="text-2xl font-bold tracking-tight">
          Three ways to pay
        </h2>
        <IconCardList items={paymentMethods} className="md:grid-cols-3" />
      </section>

      <section aria-labelledby="wallet-heading" className="mt-12 max-w-3xl">
        <h2 id="wallet-heading" className="text-2xl font-bold tracking-tight">
          Your wallet
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-5 text-muted-foreground">
          {walletFacts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      </section>

      <div className="mt-12 flex flex-wrap gap-3">
        {user ? (
          <Button asChild size="lg">
            <Link to={paths.addListing()}>Add a Listing</Link>
          </Button>
        ) : (
          <Button asChild size="lg">
            <Link to={paths.signup()}>Create Free Account</Link>
          </Button>
        )}
        <Button asChild size="lg" variant="outline">
          <Link to={paths.getHelp()}>Questions? Get Help</Link>
        </Button>
      </div>
    </PageContainer>
  );
}
