import { FormattedMessage } from 'react-intl';
import type { CurrencyCode } from '#shared/currency.ts';
import { cn } from '#web/lib/cn.ts';
import { useApproximateRate } from '#web/lib/currency-rates.ts';

/**
 * Says why figures in `code` read '≈ €9.20': its rate is more than 48 hours old (decision 058). Nothing while the
 * rate is fresh, or for USD.
 */
export function ApproximateRateNote({ code, className }: { code: CurrencyCode; className?: string }) {
  const approximate = useApproximateRate(code);
  if (!approximate) return null;
  return (
    <p className={cn('text-xs text-muted-foreground', className)}>
      <FormattedMessage id="components.approximateRate.note" values={{ code }} />
    </p>
  );
}
