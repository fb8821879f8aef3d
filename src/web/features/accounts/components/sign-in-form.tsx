import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { signInSchema } from '#shared/schemas/accounts.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useSignIn } from '#web/features/accounts/api.ts';
import { describeError } from '#web/lib/form-errors.ts';

type SignInFormProps = { onSignedIn: () => void; onForgotPassword: () => void };

/** 'Welcome Back' in the sign-in modal. */
export function SignInForm({ onSignedIn, onForgotPassword }: SignInFormProps) {
  const signIn = useSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signIn.mutateAsync(values);
      onSignedIn();
    } catch (error) {
      setFormError(describeError(error, 'Authentication failed. Please try again.'));
    }
  });

  if (signIn.isSuccess) return <Alert tone="success">Successfully signed in!</Alert>;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <FormField label="Email" error={errors.email?.message}>
        {(field) => <Input {...field} type="email" autoComplete="email" {...register('email')} />}
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        {(field) => <Input {...field} type="password" autoComplete="current-password" {...register('password')} />}
      </FormField>
      <Button variant="link" className="self-end text-sm" onClick={onForgotPassword}>
        Forgot password?
      </Button>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
