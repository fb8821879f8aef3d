import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type Control, Controller, type FieldValues, type Path, type UseFormRegister, useWatch } from 'react-hook-form';
import type { PaymentType } from '#shared/constants.ts';
import { paymentTypeMessages } from '#web/components/payment-types.ts';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { UsdAmountInput } from '#web/components/usd-amount-input.tsx';

// An emptied number box means "no amount" (the schema then asks for one), not zero.
const readCoins = (value: unknown) => (value === '' || value === undefined ? undefined : Number(value));

type TermField = 'paymentMethods' | 'cashAmountCents' | 'coinAmount' | 'tradeDescription';

/** Which side of the deal fills the terms in: the one who pays, or the one paid (decision 009's payer). */
export type TermsSide = 'payer' | 'provider';

// The payer offers an amount; the provider names their price (on a request, the proposer is the one paid).
const termLabels = {
  payer: {
    cash: 'proposals.paymentTermsFields.payerCash',
    cashHint: 'proposals.paymentTermsFields.payerCashHint',
    coins: 'proposals.paymentTermsFields.payerCoins',
    trade: 'proposals.paymentTermsFields.payerTrade',
  },
  provider: {
    cash: 'proposals.paymentTermsFields.providerCash',
    cashHint: 'proposals.paymentTermsFields.providerCashHint',
    coins: 'proposals.paymentTermsFields.providerCoins',
    trade: 'proposals.paymentTermsFields.providerTrade',
  },
} as const;

type PaymentTermsFieldsProps<Values extends FieldValues> = {
  register: UseFormRegister<Values>;
  side: TermsSide;
  control: Control<Values, unknown, unknown>;
  /** Only these may be chosen (spec). */
  acceptedMethods: readonly PaymentType[];
  errors: Partial<Record<TermField, string | undefined>>;
};

/**
 * How a proposal is paid, as the first proposal and a counter-offer both ask it: the methods, then the amount or
 * terms of each chosen one. The form names its fields as the shared terms schema does; an amount's box leaves with
 * its method (the forms unregister it), so no hidden value is sent.
 */
export function PaymentTermsFields<Values extends FieldValues>({
  register,
  control,
  acceptedMethods,
  errors,
  side,
}: PaymentTermsFieldsProps<Values>) {
  const intl = useIntl();
  const errorId = useId();
  const labels = termLabels[side];
  const name = (field: TermField) => field as Path<Values>;
  const chosen = (useWatch({ control, name: name('paymentMethods') }) ?? []) as string[];
  return (
    <>
      <fieldset aria-describedby={errors.paymentMethods ? errorId : undefined}>
        <legend className="text-sm font-medium">
          <FormattedMessage id="proposals.paymentTermsFields.methods" />
        </legend>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {acceptedMethods.map((method) => (
            <label key={method} className="inline-flex items-center gap-2 text-sm">
              <input type="checkbox" value={method} className="size-4" {...register(name('paymentMethods'))} />
              {intl.formatMessage({ id: paymentTypeMessages[method] })}
            </label>
          ))}
        </div>
        {errors.paymentMethods ? (
          <p id={errorId} role="alert" className="mt-1.5 text-sm text-destructive">
            {errors.paymentMethods}
          </p>
        ) : null}
      </fieldset>
      {chosen.includes('cash') ? (
        <FormField
          label={intl.formatMessage({ id: labels.cash })}
          hint={intl.formatMessage({ id: labels.cashHint })}
          error={errors.cashAmountCents}
        >
          {(field) => (
            <Controller
              control={control}
              name={name('cashAmountCents')}
              render={({ field: { value, onChange, onBlur, name: fieldName } }) => (
                <UsdAmountInput
                  {...field}
                  name={fieldName}
                  value={value as number | undefined}
                  onChange={onChange}
                  onBlur={onBlur}
                />
              )}
            />
          )}
        </FormField>
      ) : null}
      {chosen.includes('coins') ? (
        <FormField label={intl.formatMessage({ id: labels.coins })} error={errors.coinAmount}>
          {(field) => (
            <Input
              {...field}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              {...register(name('coinAmount'), { setValueAs: readCoins })}
            />
          )}
        </FormField>
      ) : null}
      {chosen.includes('trade') ? (
        <FormField label={intl.formatMessage({ id: labels.trade })} error={errors.tradeDescription}>
          {(field) => <Textarea {...field} rows={3} {...register(name('tradeDescription'))} />}
        </FormField>
      ) : null}
    </>
  );
}
