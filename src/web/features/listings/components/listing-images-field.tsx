import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { listingLimits } from '#shared/schemas/listings.ts';
import { ImagesField } from '#web/components/images-field.tsx';

/** A listing's images: the shared upload field with the listing's limit and names. */
export function ListingImagesField(props: Omit<ComponentProps<typeof ImagesField>, 'max' | 'itemName'>) {
  const intl = useIntl();
  return (
    <ImagesField
      {...props}
      max={listingLimits.imagesMax}
      itemName={intl.formatMessage({ id: 'listings.listingImagesField.itemName' })}
    />
  );
}
