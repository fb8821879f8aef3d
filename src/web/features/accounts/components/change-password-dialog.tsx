import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { accountErrorCodes, changePasswordSchema } from '#shared/schemas/accounts.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useChangePassword } from '#web/features/accounts/api.ts';
import { PasswordStrengthMeter } from '#web/features/accounts/components/password-strength-meter.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { applyFieldErrors, describeError } from '#web/lib/form-errors.ts';
import { useSession } from '#web/lib/session.ts';

type ChangePasswordDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; onChanged: () => void };

// Mounted only while the dialog is open, so every opening starts with empty fields.
function ChangePasswordForm({ onChanged, onCancel }: { onChanged: () => void; onCancel: () => void }) {
  const changePassword = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const newPassword = useWatch({ control, name: 'newPassword' });
  const { user } = useSession();

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await changePassword.mutateAsync(values);
      onChanged();
    } catch (error) {
      if (error instanceof ApiError && error.code === accountErrorCodes.wrongPassword) {
        setError('currentPassword', { type: 'server', message: error.message });
      } else if (!applyFieldErrors(error, setError, ['currentPassword', 'newPassword', 'confirmPassword'])) {
        setFormError(describeError(error, 'Failed to change password'));
      }
    }
  });

  return (
    <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-4">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <FormField label="Current Password" error={errors.currentPassword?.message}>
        {(field) => (
          <Input {...field} type="password" autoComplete="current-password" {...register('currentPassword')} />
        )}
      </FormField>
      <FormField
        label="New Password"
        error={errors.newPassword?.message}
        hint={
          newPassword ? (
            <PasswordStrengthMeter password={newPassword} owner={{ email: user?.email, fullName: user?.fullName }} />
          ) : undefined
        }
      >
        {(field) => <Input {...field} type="password" autoComplete="new-password" {...register('newPassword')} />}
      </FormField>
      <FormField label="Confirm New Password" error={errors.confirmPassword?.message}>
        {(field) => <Input {...field} type="password" autoComplete="new-password" {...register('confirmPassword')} />}
      </FormField>
      <div className="mt-2 flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Changing Password...' : 'Change Password'}
        </Button>
      </div>
    </form>
  );
}

export function ChangePasswordDialog({ open, onOpenChange, onChanged }: ChangePasswordDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Change Password</DialogTitle>
        <DialogDescription>
          Enter your current password and choose a new one. Your other devices will be signed out.
        </DialogDescription>
        <ChangePasswordForm
          onCancel={() => onOpenChange(false)}
          onChanged={() => {
            onOpenChange(false);
            onChanged();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
