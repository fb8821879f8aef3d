import { useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { signUpModalSchema } from '#shared/schemas/accounts.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useSignUp } from '#web/features/accounts/api.ts';
import { TermsCheckbox } from '#web/components/terms-checkbox.tsx';
import { useApiForm } from '#web/lib/use-api-form.ts';

/** 'Create Account' in the sign-in modal: the short form; /signup is the full one. */
export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const intl = useIntl();
  const signUp = useSignUp();
  const {
    register,
    submit,
    formError,
    control,
    formState: { errors, isSubmitting },
  } = useApiForm(signUpModalSchema, {
    defaultValues: { fullName: '', email: '', password: '' },
    fallback: intl.formatMessage({ id: 'accounts.signUpForm.failed' }),
  });
  // Spec: the submit stays disabled until the Terms box is ticked and a full name is filled.
  const [fullName, termsAgreed] = useWatch({ control, name: ['fullName', 'termsAgreed'] });
  const canSubmit = Boolean(termsAgreed) && fullName.trim().length > 0;

  const onSubmit = submit(async (values) => {
    await signUp.mutateAsync(values);
    onSignedUp();
  });

  if (signUp.isSuccess) {
    return (
      <Alert tone="success">
        <FormattedMessage id="accounts.signUpForm.created" />
      </Alert>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormError message={formError} />
      <FormField label={<FormattedMessage id="accounts.signUpForm.fullName" />} error={errors.fullName?.message}>
        {(field) => <Input {...field} autoComplete="name" {...register('fullName')} />}
      </FormField>
      <FormField label={<FormattedMessage id="accounts.signUpForm.email" />} error={errors.email?.message}>
        {(field) => <Input {...field} type="email" autoComplete="email" {...register('email')} />}
      </FormField>
      <FormField label={<FormattedMessage id="accounts.signUpForm.password" />} error={errors.password?.message}>
        {(field) => <Input {...field} type="password" autoComplete="new-password" {...register('password')} />}
      </FormField>
      <TermsCheckbox error={errors.termsAgreed?.message} {...register('termsAgreed')} />
      <Button type="submit" disabled={!canSubmit || isSubmitting}>
        {isSubmitting ? (
          <FormattedMessage id="accounts.signUpForm.submitting" />
        ) : (
          <FormattedMessage id="accounts.signUpForm.submit" />
        )}
      </Button>
    </form>
  );
}
