import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { accountErrorCodes, passwordResetSchema } from '#shared/schemas/accounts.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useResetPassword } from '#web/features/accounts/api.ts';
import { NewPasswordFields } from '#web/features/accounts/components/new-password-fields.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { applyFieldErrors } from '#web/lib/form-errors.ts';

export const invalidResetLinkMessage = 'Invalid or expired password reset link. Please request a new one.';

type ResetPasswordFormProps = { token: string; onReset: () => void; onInvalidLink: () => void };

export function ResetPasswordForm({ token, onReset, onInvalidLink }: ResetPasswordFormProps) {
  const resetPassword = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(passwordResetSchema),
    // The token travels with the form so the one shared schema checks the whole request.
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await resetPassword.mutateAsync(values);
      onReset();
    } catch (error) {
      if (error instanceof ApiError && error.code === accountErrorCodes.invalidResetToken) {
        onInvalidLink();
      } else if (!applyFieldErrors(error, setError, ['password', 'confirmPassword'])) {
        // Spec: this page shows its own words for any other failure.
        setFormError('Failed to reset password. Please try again.');
      }
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <NewPasswordFields
        labels={{ password: 'New Password', confirm: 'Confirm New Password' }}
        password={password}
        errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }}
        passwordInput={register('password')}
        confirmInput={register('confirmPassword')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Resetting Password...' : 'Reset Password'}
      </Button>
    </form>
  );
}
