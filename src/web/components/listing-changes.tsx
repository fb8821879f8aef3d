// A live listing's edit awaiting review (decision 034), field by field: the admins compare the public version with
// the edit before deciding; the owner reads what they sent. Shared by the admin panel and My Offers.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { revisedFields, type ListingChanges, type RevisedField } from '#shared/schemas/listings.ts';
import { nameCategory } from '#web/components/category-names.ts';
import { ImageThumbnails } from '#web/components/image-thumbnails.tsx';
import { describePrice } from '#web/components/price.ts';
import { revisedFieldMessages } from '#web/components/shared-labels.ts';
import { useDisplayCurrency } from '#web/lib/preferences.ts';

type Side = 'before' | 'after';

function useShowValue(changes: ListingChanges) {
  const currency = useDisplayCurrency();
  const intl = useIntl();
  return (field: RevisedField, side: Side): ReactNode => {
    if (field === 'price') return changes.price ? describePrice(changes.price[side], currency, intl) : null;
    if (field === 'images') {
      const urls = changes.images?.[side] ?? [];
      if (urls.length === 0) return <FormattedMessage id="components.listingChanges.noPictures" />;
      const which =
        side === 'before' ? 'components.listingChanges.currentPicture' : 'components.listingChanges.newPicture';
      return (
        <ImageThumbnails urls={urls} describe={(index) => intl.formatMessage({ id: which }, { number: index + 1 })} />
      );
    }
    const text = changes[field]?.[side];
    if (text === undefined) return null;
    // A category is its English name, as stored.
    return field === 'category' ? nameCategory(text, intl) : text;
  };
}

const changedFields = (changes: ListingChanges) => revisedFields.filter((field) => changes[field] !== undefined);

/** The admins' diff: each changed field, as the public sees it now and as the edit would make it. */
export function ListingChangesTable({ changes, title }: { changes: ListingChanges; title: string }) {
  const show = useShowValue(changes);
  const intl = useIntl();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">
          <FormattedMessage id="components.listingChanges.caption" values={{ title }} />
        </caption>
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pe-4 font-medium">
              <FormattedMessage id="components.listingChanges.field" />
            </th>
            <th scope="col" className="py-2 pe-4 font-medium">
              <FormattedMessage id="components.listingChanges.nowPublic" />
            </th>
            <th scope="col" className="py-2 font-medium">
              <FormattedMessage id="components.listingChanges.afterEdit" />
            </th>
          </tr>
        </thead>
        <tbody>
          {changedFields(changes).map((field) => (
            <tr key={field} className="border-t border-border align-top">
              <th scope="row" className="py-2 pe-4 font-medium">
                {intl.formatMessage({ id: revisedFieldMessages[field] })}
              </th>
              <td className="py-2 pe-4 whitespace-pre-line text-muted-foreground">{show(field, 'before')}</td>
              <td className="py-2 whitespace-pre-line">{show(field, 'after')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The owner's summary: what the edit sets, field by field (the public version is on the row around it). */
export function ListingChangesSummary({ changes }: { changes: ListingChanges }) {
  const show = useShowValue(changes);
  const intl = useIntl();
  return (
    <dl className="grid gap-1">
      {changedFields(changes).map((field) => (
        <div key={field} className="flex flex-wrap gap-x-1">
          <dt className="font-medium">
            <FormattedMessage
              id="components.listingChanges.fieldLabel"
              values={{ field: intl.formatMessage({ id: revisedFieldMessages[field] }) }}
            />
          </dt>
          <dd className="line-clamp-2">
            {field === 'images' ? (
              <FormattedMessage
                id="components.listingChanges.pictureCount"
                values={{ count: changes.images?.after.length ?? 0 }}
              />
            ) : (
              show(field, 'after')
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
