import type { UseFormRegisterReturn } from 'react-hook-form';
import type { PasswordOwner } from '#shared/password-policy.ts';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { PasswordStrengthMeter } from '#web/features/accounts/components/password-strength-meter.tsx';

type NewPasswordFieldsProps = {
  labels: { password: string; confirm: string };
  /** The password as typed, for the advisory strength meter. */
  password: string;
  /** Whose password it is, as far as the form knows: the policy refuses one built from their name or email. */
  owner?: PasswordOwner;
  errors: { password?: string | undefined; confirmPassword?: string | undefined };
  passwordInput: UseFormRegisterReturn;
  confirmInput: UseFormRegisterReturn;
};

/** A new password and its confirmation, with the strength meter: sign-up and reset ask for it the same way. */
export function NewPasswordFields({
  labels,
  password,
  owner,
  errors,
  passwordInput,
  confirmInput,
}: NewPasswordFieldsProps) {
  return (
    <>
      <FormField
        label={labels.password}
        error={errors.password}
        hint={
          password ? (
            <PasswordStrengthMeter password={password} owner={owner} refused={Boolean(errors.password)} />
          ) : undefined
        }
      >
        {(field) => <Input {...field} type="password" autoComplete="new-password" {...passwordInput} />}
      </FormField>
      <FormField label={labels.confirm} error={errors.confirmPassword}>
        {(field) => <Input {...field} type="password" autoComplete="new-password" {...confirmInput} />}
      </FormField>
    </>
  );
}
