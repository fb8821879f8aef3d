import { useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  const changePassword = useChangePassword();
  const {
    register,
    submit,
    formError,
    control,
    formState: { errors, isSubmitting },
  } = useApiForm(changePasswordSchema, {
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    fallback: intl.formatMessage({ id: 'accounts.changePassword.failed' }),
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
      <FormField
        label={<FormattedMessage id="accounts.changePassword.current" />}
        error={errors.currentPassword?.message}
      >
        {(field) => (
          <Input {...field} type="password" autoComplete="current-password" {...register('currentPassword')} />
        )}
      </FormField>
      <FormField
        label={<FormattedMessage id="accounts.changePassword.new" />}
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
      <FormField
        label={<FormattedMessage id="accounts.changePassword.confirm" />}
        error={errors.confirmPassword?.message}
      >
        {(field) => <Input {...field} type="password" autoComplete="new-password" {...register('confirmPassword')} />}
      </FormField>
      <div className="mt-2 flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          <FormattedMessage id="accounts.changePassword.cancel" />
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? (
            <FormattedMessage id="accounts.changePassword.submitting" />
          ) : (
            <FormattedMessage id="accounts.changePassword.submit" />
          )}
        </Button>
      </div>
    </form>
  );
}

export function ChangePasswordDialog({ open, onOpenChange, onChanged }: ChangePasswordDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>
          <FormattedMessage id="accounts.changePassword.title" />
        </DialogTitle>
        <DialogDescription>
          <FormattedMessage id="accounts.changePassword.description" />
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
