import { useWatch } from 'react-hook-form';
import { accountErrorCodes, changePasswordSchema } from '#shared/schemas/accounts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useChangePassword } from '#web/features/accounts/api.ts';
import { PasswordStrengthMeter } from '#web/features/accounts/components/password-strength-meter.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.ts';
import { useApiForm } from '#web/lib/use-api-form.ts';

type ChangePasswordDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; onChanged: () => void };

// Mounted only while the dialog is open, so every opening starts with empty fields.
function ChangePasswordForm({ onChanged, onCancel }: { onChanged: () => void; onCancel: () => void }) {
  const changePassword = useChangePassword();
  const {
    register,
    submit,
    formError,
    control,
    formState: { errors, isSubmitting },
  } = useApiForm(changePasswordSchema, {
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    fallback: 'Failed to change password',
    // The server's refusal of the current password is said under that field.
    onError: (error, { setError }) => {
      if (!(error instanceof ApiError && error.code === accountErrorCodes.wrongPassword)) return false;
      setError('currentPassword', { type: 'server', message: error.message });
      return true;
    },
  });

  const newPassword = useWatch({ control, name: 'newPassword' });
  const { user } = useSession();

  const onSubmit = submit(async (values) => {
    await changePassword.mutateAsync(values);
    onChanged();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-4">
      <FormError message={formError} />
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
            <PasswordStrengthMeter
              password={newPassword}
              owner={{ email: user?.email, fullName: user?.fullName }}
              refused={Boolean(errors.newPassword)}
            />
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
