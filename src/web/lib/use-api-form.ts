// The setup every form of ours repeats: a react-hook-form form checked by the route's own zod schema, and one
// way of showing a failed call (the server's per-field messages under their inputs, else one message above the
// fields). Imported only by the forms, which are all loaded lazily, so `/` never downloads zod or the form library.
import { useState } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { Locale } from '#shared/locales.ts';
import { applyFieldErrors, describeError as describeFailure } from '#web/lib/form-errors.ts';
import { readAppLocale } from '#web/lib/i18n.tsx';
import { translateServerText } from '#web/lib/server-texts.ts';

/** The form's methods a failure handler may use, with the setter of the message above the fields. */
export type ApiFormHelpers<Input extends FieldValues, Output> = Omit<
  UseFormReturn<Input, unknown, Output>,
  'formState'
> & { setFormError: (message: string | null) => void };

export type ApiFormOptions<Input extends FieldValues, Output> = Omit<
  UseFormProps<Input, unknown, Output>,
  'resolver' | 'defaultValues'
> & {
  defaultValues: DefaultValues<Input>;
  /** The form's own words for a failure the server gave no reason for ('Failed to ... Please try again.'). */
  fallback: string;
  /**
   * The fields whose server messages are shown under their inputs; the keys of `defaultValues` unless given. An
   * empty list keeps every failure in the one message above the fields.
   */
  fieldNames?: readonly FieldPath<Input>[];
  /**
   * The message above the fields for a failure not placed under a field: the server's words for a refusal, else
   * the fallback (`describeError` of lib/form-errors.ts), unless a form says otherwise.
   */
  describeError?: (error: unknown, fallback: string) => string;
  /** A failure the form handles its own way (a link that expired, an unverified email); true when it did. */
  onError?: (error: unknown, form: ApiFormHelpers<Input, Output>) => boolean;
};

export type ApiForm<Input extends FieldValues, Output> = UseFormReturn<Input, unknown, Output> & {
  /** The message above the fields, or null. */
  formError: string | null;
  setFormError: (message: string | null) => void;
  /**
   * The form's submit handler: checks the fields, clears the last failure's message, runs `action` with the
   * checked values and, when it throws, shows why (see `ApiFormOptions`).
   */
  submit: (action: SubmitHandler<Output>) => ReturnType<UseFormReturn<Input, unknown, Output>['handleSubmit']>;
};

/** react-hook-form's form for `schema`, typed by its input and output, with the failure handling of our forms. */
export function useApiForm<Input extends FieldValues, Output = Input>(
  schema: z.ZodType<Output, Input>,
  { defaultValues, fallback, fieldNames, describeError, onError, ...formProps }: ApiFormOptions<Input, Output>,
): ApiForm<Input, Output> {
  const [formError, setFormError] = useState<string | null>(null);
  const locale = readAppLocale();
  const resolver = inLanguage(zodResolver(schema), locale);
  const form = useForm<Input, unknown, Output>({ ...formProps, resolver, defaultValues });
  const submit = createApiSubmit(form, setFormError, {
    locale,
    fallback,
    fieldNames: fieldNames ?? (Object.keys(defaultValues) as FieldPath<Input>[]),
    describeError,
    onError,
  });
  return { ...form, formError, setFormError, submit };
}

type SubmitOptions<Input extends FieldValues, Output> = Pick<
  ApiFormOptions<Input, Output>,
  'fallback' | 'describeError' | 'onError'
> & { fieldNames: readonly FieldPath<Input>[]; locale: Locale };

/** Puts each message of `errors` (the schema's English) in `locale`, in place. */
async function translateErrors(errors: Record<string, unknown>, locale: Locale): Promise<void> {
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || typeof value !== 'object' || value === null) continue;
    const error = value as { message?: unknown };
    if (typeof error.message === 'string') error.message = await translateServerText(locale, error.message);
    await translateErrors(value as Record<string, unknown>, locale);
  }
}

/** The schema's messages in the form's language: the shared schemas hold the spec's English (decision 057). */
function inLanguage<Input extends FieldValues, Output>(
  resolve: Resolver<Input, unknown, Output>,
  locale: Locale,
): Resolver<Input, unknown, Output> {
  if (locale === 'en') return resolve;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    await translateErrors(result.errors as FieldErrors<Input>, locale);
    return result;
  };
}

/**
 * The submit helper of `useApiForm`, apart from React so it can be tested on react-hook-form's `createFormControl`.
 * The last failure's message is cleared only once the fields pass their checks, as the forms always did.
 */
export function createApiSubmit<Input extends FieldValues, Output>(
  form: Omit<UseFormReturn<Input, unknown, Output>, 'formState'>,
  setFormError: (message: string | null) => void,
  options: SubmitOptions<Input, Output>,
): ApiForm<Input, Output>['submit'] {
  const describe = options.describeError ?? describeFailure;
  return (action) =>
    form.handleSubmit(async (values, event) => {
      setFormError(null);
      try {
        await action(values, event);
      } catch (error) {
        if (options.onError?.(error, { ...form, setFormError })) return;
        if (applyFieldErrors(error, form.setError, options.fieldNames)) return;
        setFormError(await translateServerText(options.locale, describe(error, options.fallback)));
      }
    });
}
