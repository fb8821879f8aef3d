import { useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { accountErrorCodes, passwordResetSchema } from '#shared/schemas/accounts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { useResetPassword } from '#web/features/accounts/api.ts';
import { NewPasswordFields } from '#web/features/accounts/components/new-password-fields.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useApiForm } from '#web/lib/use-api-form.ts';

type ResetPasswordFormProps = { token: string; onReset: () => void; onInvalidLink: () => void };

export function ResetPasswordForm({ token, onReset, onInvalidLink }: ResetPasswordFormProps) {
  const intl = useIntl();
  const resetPassword = useResetPassword();
  const {
    register,
    submit,
    formError,
    control,
    formState: { errors, isSubmitting },
  } = useApiForm(passwordResetSchema, {
    // The token travels with the form so the one shared schema checks the whole request.
    defaultValues: { token, password: '', confirmPassword: '' },
    fieldNames: ['password', 'confirmPassword'],
    fallback: intl.formatMessage({ id: 'accounts.resetPasswordForm.failed' }),
    onError: (error) => {
      if (!(error instanceof ApiError && error.code === accountErrorCodes.invalidResetToken)) return false;
      onInvalidLink();
      return true;
    },
    // Spec: this page shows its own words for any other failure.
    describeError: (_error, fallback) => fallback,
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = submit(async (values) => {
    await resetPassword.mutateAsync(values);
    onReset();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormError message={formError} />
      <NewPasswordFields
        labels={{
          password: intl.formatMessage({ id: 'accounts.resetPasswordForm.newPassword' }),
          confirm: intl.formatMessage({ id: 'accounts.resetPasswordForm.confirm' }),
        }}
        password={password}
        errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }}
        passwordInput={register('password')}
        confirmInput={register('confirmPassword')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? (
          <FormattedMessage id="accounts.resetPasswordForm.submitting" />
        ) : (
          <FormattedMessage id="accounts.resetPasswordForm.submit" />
        )}
      </Button>
    </form>
  );
}
