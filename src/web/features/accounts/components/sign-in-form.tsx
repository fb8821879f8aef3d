import { FormattedMessage, useIntl } from 'react-intl';
import { signInSchema } from '#shared/schemas/accounts.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useSignIn } from '#web/features/accounts/api.ts';
import { useApiForm } from '#web/lib/use-api-form.ts';

type SignInFormProps = { onSignedIn: () => void; onForgotPassword: () => void };

/** 'Welcome Back' in the sign-in modal. */
export function SignInForm({ onSignedIn, onForgotPassword }: SignInFormProps) {
  const intl = useIntl();
  const signIn = useSignIn();
  const {
    register,
    submit,
    formError,
    formState: { errors, isSubmitting },
  } = useApiForm(signInSchema, {
    defaultValues: { email: '', password: '' },
    // Every failure is said above the fields: the server's words for a refusal (a wrong password, too many
    // attempts), else the fallback.
    fieldNames: [],
    fallback: intl.formatMessage({ id: 'accounts.signInForm.failed' }),
  });

  const onSubmit = submit(async (values) => {
    await signIn.mutateAsync(values);
    onSignedIn();
  });

  if (signIn.isSuccess) {
    return (
      <Alert tone="success">
        <FormattedMessage id="accounts.signInForm.success" />
      </Alert>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormError message={formError} />
      <FormField label={<FormattedMessage id="accounts.signInForm.email" />} error={errors.email?.message}>
        {(field) => <Input {...field} type="email" autoComplete="email" {...register('email')} />}
      </FormField>
      <FormField label={<FormattedMessage id="accounts.signInForm.password" />} error={errors.password?.message}>
        {(field) => <Input {...field} type="password" autoComplete="current-password" {...register('password')} />}
      </FormField>
      <Button variant="link" className="self-end text-sm" onClick={onForgotPassword}>
        <FormattedMessage id="accounts.signInForm.forgotPassword" />
      </Button>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? (
          <FormattedMessage id="accounts.signInForm.submitting" />
        ) : (
          <FormattedMessage id="accounts.signInForm.submit" />
        )}
      </Button>
    </form>
  );
}
