import { useEffect, useRef, useState } from 'react';
import { CircleCheck } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { helpTypes } from '#shared/constants.ts';
import { supportRequestSchema } from '#shared/schemas/support.ts';
import { helpTypeMessages } from '#web/components/shared-labels.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useSubmitSupportRequest } from '#web/features/static-pages/api.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useApiForm } from '#web/lib/use-api-form.ts';

type SupportFormProps = {
  /** A signed-in member's name and email, so they need not type what we already know. */
  prefill?: { name: string; email: string } | undefined;
};

// The spec's one failure text covers everything except being rate limited, where the server's own words say
// what to do (wait a minute).
function describeSubmitError(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code === 'RATE_LIMITED' ? error.message : fallback;
}

/** The Get Help form; a sent request is stored for the support team, who answer by email. */
export function SupportForm({ prefill }: SupportFormProps) {
  const intl = useIntl();
  const submitRequest = useSubmitSupportRequest();
  const [submitted, setSubmitted] = useState(false);
  // Counts "Submit Another Request" clicks, so focus moves to the fresh form then and not on the first visit.
  const [round, setRound] = useState(0);
  const {
    register,
    submit,
    formError,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useApiForm(supportRequestSchema, {
    defaultValues: {
      name: prefill?.name ?? '',
      email: prefill?.email ?? '',
      phone: '',
      // Left unset so the placeholder option shows and the schema asks for a choice.
      helpType: undefined,
      comments: '',
    },
    fallback: intl.formatMessage({ id: 'static-pages.supportForm.failed' }),
    describeError: describeSubmitError,
  });

  const firstEmptyField = prefill ? 'helpType' : 'name';
  useEffect(() => {
    if (round > 0) setFocus(firstEmptyField);
  }, [round, firstEmptyField, setFocus]);

  const onSubmit = submit(async (values) => {
    await submitRequest.mutateAsync({ ...values, phone: values.phone || undefined });
    setSubmitted(true);
  });

  function startAnother() {
    reset();
    setSubmitted(false);
    setRound((current) => current + 1);
  }

  if (submitted) return <SubmittedNotice onAnother={startAnother} />;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
      aria-label={intl.formatMessage({ id: 'static-pages.supportForm.label' })}
    >
      <FormError message={formError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={<FormattedMessage id="static-pages.supportForm.name" />} error={errors.name?.message}>
          {(field) => <Input {...field} autoComplete="name" {...register('name')} />}
        </FormField>
        <FormField label={<FormattedMessage id="static-pages.supportForm.email" />} error={errors.email?.message}>
          {(field) => <Input {...field} type="email" autoComplete="email" {...register('email')} />}
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={<FormattedMessage id="static-pages.supportForm.phone" />} error={errors.phone?.message}>
          {(field) => <Input {...field} type="tel" autoComplete="tel" {...register('phone')} />}
        </FormField>
        <FormField label={<FormattedMessage id="static-pages.supportForm.helpType" />} error={errors.helpType?.message}>
          {(field) => (
            <NativeSelect {...field} defaultValue="" {...register('helpType')}>
              <option value="" disabled>
                {intl.formatMessage({ id: 'static-pages.supportForm.selectHelpType' })}
              </option>
              {helpTypes.map((helpType) => (
                <option key={helpType} value={helpType}>
                  {intl.formatMessage({ id: helpTypeMessages[helpType] })}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField
        label={<FormattedMessage id="static-pages.supportForm.details" />}
        error={errors.comments?.message}
        hint={<FormattedMessage id="static-pages.supportForm.detailsHint" />}
      >
        {(field) => <Textarea {...field} rows={6} {...register('comments')} />}
      </FormField>
      <Button type="submit" size="lg" className="self-start" disabled={isSubmitting}>
        <FormattedMessage
          id={isSubmitting ? 'static-pages.supportForm.submitting' : 'static-pages.supportForm.submit'}
        />
      </Button>
    </form>
  );
}

function SubmittedNotice({ onAnother }: { onAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form the member was typing in is gone; the confirmation takes the focus so it is what they hear next.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className="flex flex-col items-center px-4 py-10 text-center">
      <CircleCheck aria-hidden="true" className="size-12 text-primary" />
      <h3 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-semibold focus:outline-none">
        <FormattedMessage id="static-pages.supportForm.submittedHeading" />
      </h3>
      <p className="mt-2 max-w-md text-muted-foreground">
        <FormattedMessage id="static-pages.supportForm.submittedText" />
      </p>
      <Button variant="outline" className="mt-6" onClick={onAnother}>
        <FormattedMessage id="static-pages.supportForm.submitAnother" />
      </Button>
    </div>
  );
}
