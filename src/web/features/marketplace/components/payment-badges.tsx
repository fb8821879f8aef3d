import { useIntl } from 'react-intl';
import type { PaymentType } from '#shared/constants.ts';
import { paymentTypeMessages } from '#web/components/payment-types.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { cn } from '#web/lib/cn.ts';

type PaymentBadgesProps = { paymentTypes: readonly PaymentType[]; className?: string };

/** The payment types a listing accepts, as the spec labels them (Cash, Dragon Coins, Trade/Barter). */
export function PaymentBadges({ paymentTypes, className }: PaymentBadgesProps) {
  const intl = useIntl();
  return (
    <ul
      aria-label={intl.formatMessage({ id: 'marketplace.paymentBadges.label' })}
      className={cn('flex flex-wrap gap-1.5', className)}
    >
      {paymentTypes.map((type) => (
        <li key={type}>
          <Badge variant="outline">{intl.formatMessage({ id: paymentTypeMessages[type] })}</Badge>
        </li>
      ))}
    </ul>
  );
}
