import { Link } from 'react-router';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import type { WalletClearing } from '#shared/schemas/wallet.ts';
import { paths } from '#web/app/paths.ts';
import { WalletSection } from '#web/features/wallet/components/wallet-section.tsx';
import { formatCoins } from '#web/features/wallet/format.ts';

/** 'Clearing: 120 DC, convertible on Dec 6, 2026', or, while the deal is disputed, until the dispute is decided. */
export function describeClearing(clearing: WalletClearing, intl: IntlShape): string {
  const coins = formatCoins(clearing.coins, intl);
  if (clearing.disputed) return intl.formatMessage({ id: 'wallet.clearing.convertibleAfterDispute' }, { coins });
  // 'Dec 6, 2026', the day a deal's coins become convertible.
  const date = intl.formatDate(clearing.clearsAt, { dateStyle: 'medium' });
  return intl.formatMessage({ id: 'wallet.clearing.convertibleOn' }, { coins, date });
}

/**
 * Each completed deal whose coins are still clearing: spendable in deals now, convertible once the deal can no longer
 * be disputed.
 */
export function ClearingCoins({ clearings }: { clearings: WalletClearing[] }) {
  const intl = useIntl();
  return (
    <WalletSection
      title={intl.formatMessage({ id: 'wallet.clearing.title' })}
      description={intl.formatMessage({ id: 'wallet.clearing.description' })}
    >
      <ul className="flex flex-col divide-y">
        {clearings.map((clearing) => (
          <li key={clearing.proposalId} className="flex flex-col gap-1 py-2 sm:flex-row sm:justify-between">
            <Link to={paths.proposal(clearing.proposalId)} className="font-medium text-primary hover:underline">
              {clearing.listingTitle}
            </Link>
            <span className="text-sm">{describeClearing(clearing, intl)}</span>
          </li>
        ))}
      </ul>
    </WalletSection>
  );
}

/** What the member owes after a ruling, and what it means for them. */
export function DebtNotice({ debtCoins }: { debtCoins: number }) {
  const intl = useIntl();
  return (
    <WalletSection title={intl.formatMessage({ id: 'wallet.debt.title' })}>
      <p className="text-sm">
        <FormattedMessage id="wallet.debt.text" values={{ coins: formatCoins(debtCoins, intl) }} />
      </p>
    </WalletSection>
  );
}
