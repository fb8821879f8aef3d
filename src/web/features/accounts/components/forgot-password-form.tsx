import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetRequestSchema } from '#shared/schemas/accounts.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useRequestPasswordReset } from '#web/features/accounts/api.ts';
import { describeError } from '#web/lib/form-errors.ts';

type ForgotPasswordFormProps = { onSent: (email: string) => void; onBack: () => void };

/** 'Reset Your Password' in the sign-in modal: asks for the address the reset link goes to. */
export function ForgotPasswordForm({ onSent, onBack }: ForgotPasswordFormProps) {
  const requestReset = useRequestPasswordReset();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email: '' } });

  const submit = handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await requestReset.mutateAsync(email);
      onSent(email);
    } catch (error) {
      setFormError(describeError(error, 'Failed to send password reset email'));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <FormField label="Email" error={errors.email?.message}>
        {(field) => <Input {...field} type="email" autoComplete="email" {...register('email')} />}
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send Reset Link'}
      </Button>
      <Button variant="link" className="self-center text-sm" onClick={onBack}>
        Back to Sign In
      </Button>
    </form>
  );
}
