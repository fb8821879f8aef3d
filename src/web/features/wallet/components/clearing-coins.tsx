import { Link } from 'react-router';
import type { WalletClearing } from '#shared/schemas/wallet.ts';
import { paths } from '#web/app/paths.ts';
import { WalletSection } from '#web/features/wallet/components/wallet-section.tsx';
import { formatCoins } from '#web/features/wallet/format.ts';

/** 'Dec 6, 2026', the day a deal's coins become convertible. */
const formatDay = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** 'Clearing: 120 DC, convertible on Dec 6, 2026', or, while the deal is disputed, until the dispute is decided. */
export function describeClearing(clearing: WalletClearing): string {
  const when = clearing.disputed ? 'once its dispute is decided' : `on ${formatDay(clearing.clearsAt)}`;
  return `Clearing: ${formatCoins(clearing.coins)}, convertible ${when}`;
}

/**
 * Each completed deal whose coins are still clearing: spendable in deals now, convertible once the deal can no longer
 * be disputed.
 */
export function ClearingCoins({ clearings }: { clearings: WalletClearing[] }) {
  return (
    <WalletSection
      title="Clearing"
      description="Coins from deals that can still be disputed. You can spend them in deals now; they convert to cash once the deal's dispute window closes."
    >
      <ul className="flex flex-col divide-y">
        {clearings.map((clearing) => (
          <li key={clearing.proposalId} className="flex flex-col gap-1 py-2 sm:flex-row sm:justify-between">
            <Link to={paths.proposal(clearing.proposalId)} className="font-medium text-primary hover:underline">
              {clearing.listingTitle}
            </Link>
            <span className="text-sm">{describeClearing(clearing)}</span>
          </li>
        ))}
      </ul>
    </WalletSection>
  );
}

/** What the member owes after a ruling, and what it means for them. */
export function DebtNotice({ debtCoins }: { debtCoins: number }) {
  return (
    <WalletSection title="You owe coins">
      <p className="text-sm">
        You owe {formatCoins(debtCoins)} after a dispute ruling took back coins you had already spent. The next coins
        you receive repay it first; you can withdraw cash once it is repaid.
      </p>
    </WalletSection>
  );
}
