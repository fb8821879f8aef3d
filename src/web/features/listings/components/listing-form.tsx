import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import type { Category } from '#shared/categories.ts';
import { paymentTypes } from '#shared/constants.ts';
import { priceUnits } from '#shared/price.ts';
import { addListingSchema, type CreateListingInput, createListingSchema } from '#shared/schemas/listings.ts';
import { nameCategory } from '#web/components/category-names.ts';
import { paymentTypeMessages } from '#web/components/payment-types.ts';
import { priceUnitMessages } from '#web/components/shared-labels.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { UsdAmountInput } from '#web/components/usd-amount-input.tsx';
import { useApiForm } from '#web/lib/use-api-form.ts';
import { ListingImagesField } from './listing-images-field.tsx';

export type ListingFormValues = z.input<typeof createListingSchema>;

type ListingFormProps = {
  /** The categories offered: the 14 browse ones on /add-listing, all 22 on the dashboard. */
  categories: readonly Category[];
  defaultValues: Partial<ListingFormValues> & Pick<ListingFormValues, 'kind'>;
  /** /add-listing asks for at least one image; the dashboard forms do not. */
  requireImages?: boolean;
  submitLabel: string;
  busyLabel: string;
  /** Said when the server gives no reason of its own. */
  failureMessage: string;
  onSubmit: (values: CreateListingInput) => Promise<void>;
  onCancel?: () => void;
};

const fieldNames = [
  'title',
  'category',
  'description',
  'price',
  'price.cashCents',
  'price.coins',
  'price.unit',
  'price.note',
  'paymentTypes',
  'images',
] as const;

// An emptied number box means "no amount", not zero.
const readWhole = (value: unknown) => (value === '' || value === undefined ? undefined : Number(value));

/** Title, category, description, price, payment types and images: posting a listing, and editing one. */
export function ListingForm({
  categories,
  defaultValues,
  requireImages = false,
  submitLabel,
  busyLabel,
  failureMessage,
  onSubmit,
  onCancel,
}: ListingFormProps) {
  const intl = useIntl();
  const paymentErrorId = useId();
  const priceErrorId = useId();
  const [uploading, setUploading] = useState(false);
  const {
    register,
    control,
    submit,
    formError,
    formState: { errors, isSubmitting },
  } = useApiForm<ListingFormValues, CreateListingInput>(
    // Both schemas read the same fields into the same shape; the add-listing one also wants an image.
    requireImages ? addListingSchema : createListingSchema,
    {
      defaultValues: { paymentTypes: [], images: [], price: { unit: 'fixed' }, ...defaultValues },
      // The defaults also hold what the form does not show (the kind), and may lack a field.
      fieldNames,
      fallback: failureMessage,
    },
  );

  const submitListing = submit((values) => onSubmit(values));

  return (
    <form
      noValidate
      onSubmit={submitListing}
      aria-label={intl.formatMessage({ id: 'listings.listingForm.label' })}
      className="flex flex-col gap-5"
    >
      <FormError message={formError} />
      <FormField label={intl.formatMessage({ id: 'listings.listingForm.title' })} error={errors.title?.message}>
        {(field) => <Input {...field} {...register('title')} />}
      </FormField>
      <FormField label={intl.formatMessage({ id: 'listings.listingForm.category' })} error={errors.category?.message}>
        {(field) => (
          <NativeSelect {...field} {...register('category')}>
            <option value="">{intl.formatMessage({ id: 'listings.listingForm.selectCategory' })}</option>
            {categories.map((category) => (
              <option key={category.name} value={category.name}>
                {nameCategory(category.slug, intl)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        label={intl.formatMessage({ id: 'listings.listingForm.description' })}
        error={errors.description?.message}
      >
        {(field) => <Textarea {...field} rows={5} {...register('description')} />}
      </FormField>
      <fieldset
        aria-describedby={errors.price?.message ? priceErrorId : undefined}
        className="grid gap-4 sm:grid-cols-2"
      >
        <legend className="mb-2 text-sm font-medium">
          <FormattedMessage id="listings.listingForm.price" />
        </legend>
        <FormField
          label={intl.formatMessage({ id: 'listings.listingForm.cashPrice' })}
          hint={intl.formatMessage({ id: 'listings.listingForm.cashPriceHint' })}
          error={errors.price?.cashCents?.message}
        >
          {(field) => (
            <Controller
              control={control}
              name="price.cashCents"
              render={({ field: { value, onChange, onBlur, name } }) => (
                <UsdAmountInput {...field} name={name} value={value} onChange={onChange} onBlur={onBlur} />
              )}
            />
          )}
        </FormField>
        <FormField
          label={intl.formatMessage({ id: 'listings.listingForm.coinsPrice' })}
          error={errors.price?.coins?.message}
        >
          {(field) => (
            <Input
              {...field}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              className="max-w-48"
              {...register('price.coins', { setValueAs: readWhole })}
            />
          )}
        </FormField>
        <FormField label={intl.formatMessage({ id: 'listings.listingForm.unit' })} error={errors.price?.unit?.message}>
          {(field) => (
            <NativeSelect {...field} {...register('price.unit')}>
              {priceUnits.map((unit) => (
                <option key={unit} value={unit}>
                  {intl.formatMessage({ id: priceUnitMessages[unit] })}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          label={intl.formatMessage({ id: 'listings.listingForm.priceNote' })}
          hint={intl.formatMessage({ id: 'listings.listingForm.priceNoteHint' })}
          error={errors.price?.note?.message}
        >
          {(field) => <Input {...field} {...register('price.note')} />}
        </FormField>
        {errors.price?.message ? (
          <p id={priceErrorId} role="alert" className="text-sm text-destructive sm:col-span-2">
            {errors.price.message}
          </p>
        ) : null}
      </fieldset>
      <fieldset aria-describedby={errors.paymentTypes ? paymentErrorId : undefined}>
        <legend className="text-sm font-medium">
          <FormattedMessage id="listings.listingForm.paymentTypes" />
        </legend>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {paymentTypes.map((type) => (
            <label key={type} className="inline-flex items-center gap-2 text-sm">
              <input type="checkbox" value={type} className="size-4" {...register('paymentTypes')} />
              {intl.formatMessage({ id: paymentTypeMessages[type] })}
            </label>
          ))}
        </div>
        {errors.paymentTypes ? (
          <p id={paymentErrorId} role="alert" className="mt-1.5 text-sm text-destructive">
            {errors.paymentTypes.message}
          </p>
        ) : null}
      </fieldset>
      <Controller
        control={control}
        name="images"
        render={({ field, fieldState }) => (
          <ListingImagesField
            label={
              requireImages
                ? intl.formatMessage({ id: 'listings.listingForm.images' })
                : intl.formatMessage({ id: 'listings.listingForm.imagesOptional' })
            }
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message ?? errors.images?.message}
            onUploadingChange={setUploading}
          />
        )}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting || uploading}>
          {isSubmitting ? busyLabel : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
            <FormattedMessage id="listings.listingForm.cancel" />
          </Button>
        ) : null}
      </div>
    </form>
  );
}
