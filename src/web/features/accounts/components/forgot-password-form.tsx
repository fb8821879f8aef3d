import { FormattedMessage, useIntl } from 'react-intl';
import { passwordResetRequestSchema } from '#shared/schemas/accounts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useRequestPasswordReset } from '#web/features/accounts/api.ts';
import { useApiForm } from '#web/lib/use-api-form.ts';

type ForgotPasswordFormProps = { onSent: (email: string) => void; onBack: () => void };

/** 'Reset Your Password' in the sign-in modal: asks for the address the reset link goes to. */
export function ForgotPasswordForm({ onSent, onBack }: ForgotPasswordFormProps) {
  const intl = useIntl();
  const requestReset = useRequestPasswordReset();
  const {
    register,
    submit,
    formError,
    formState: { errors, isSubmitting },
  } = useApiForm(passwordResetRequestSchema, {
    defaultValues: { email: '' },
    fieldNames: [],
    fallback: intl.formatMessage({ id: 'accounts.forgotPasswordForm.failed' }),
  });

  const onSubmit = submit(async ({ email }) => {
    await requestReset.mutateAsync(email);
    onSent(email);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormError message={formError} />
      <FormField label={<FormattedMessage id="accounts.forgotPasswordForm.email" />} error={errors.email?.message}>
        {(field) => <Input {...field} type="email" autoComplete="email" {...register('email')} />}
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? (
          <FormattedMessage id="accounts.forgotPasswordForm.sending" />
        ) : (
          <FormattedMessage id="accounts.forgotPasswordForm.submit" />
        )}
      </Button>
      <Button variant="link" className="self-center text-sm" onClick={onBack}>
        <FormattedMessage id="accounts.forgotPasswordForm.back" />
      </Button>
    </form>
  );
}
