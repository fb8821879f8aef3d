import { Link } from 'react-router';
import { Eye } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import type { OfferDetail } from '#shared/schemas/offers.ts';
import { paths } from '#web/app/paths.ts';
import { useCategoryName } from '#web/components/category-names.ts';
import { useFormatPrice } from '#web/components/price.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { OfferRating } from '#web/features/marketplace/components/offer-rating.tsx';
import { PaymentBadges } from '#web/features/marketplace/components/payment-badges.tsx';

/** What the listing is: category, title, price, rating, accepted payment, views and the full description. */
export function ListingSummary({ offer }: { offer: OfferDetail }) {
  const formatPrice = useFormatPrice();
  const nameCategory = useCategoryName();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="accent">
          <Link to={paths.category(offer.categorySlug)} className="hover:underline">
            {nameCategory(offer.category)}
          </Link>
        </Badge>
        {offer.kind === 'request' ? (
          <Badge variant="primary">
            <FormattedMessage id="marketplace.listingSummary.request" />
          </Badge>
        ) : null}
      </div>
      <h1 className="text-3xl font-bold tracking-tight text-balance">{offer.title}</h1>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <p className="text-2xl font-semibold text-primary">{formatPrice(offer.price)}</p>
        <OfferRating rating={offer.rating} reviewCount={offer.reviewCount} />
        <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
          <Eye aria-hidden="true" className="size-4" />
          <FormattedMessage id="marketplace.listingSummary.views" values={{ count: offer.views }} />
        </p>
      </div>
      <div>
        <h2 className="mb-2 text-sm font-medium text-muted-foreground">
          <FormattedMessage id="marketplace.listingSummary.acceptedPayment" />
        </h2>
        <PaymentBadges paymentTypes={offer.paymentTypes} />
      </div>
      <div>
        <h2 className="mb-2 text-lg font-semibold">
          <FormattedMessage id="marketplace.listingSummary.description" />
        </h2>
        <p className="whitespace-pre-line text-pretty">{offer.description}</p>
      </div>
    </div>
  );
}
