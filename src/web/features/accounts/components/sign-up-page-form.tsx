import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { accountErrorCodes, signUpPageSchema } from '#shared/schemas/accounts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useSignUp, useUpdateProfile } from '#web/features/accounts/api.ts';
import { NewPasswordFields } from '#web/features/accounts/components/new-password-fields.tsx';
import { PicturePicker } from '#web/features/accounts/components/picture-picker.tsx';
import { TermsCheckbox } from '#web/components/terms-checkbox.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useApiForm } from '#web/lib/use-api-form.ts';
import { useUploadImage } from '#web/lib/uploads.ts';

type SignUpPageFormProps = {
  /** True from submitting until the account exists (or creating it failed). */
  onCreatingChange: (creating: boolean) => void;
  onCreated: (firstName: string) => void;
};

/** The full sign-up form of /signup. */
export function SignUpPageForm({ onCreatingChange, onCreated }: SignUpPageFormProps) {
  const intl = useIntl();
  const signUp = useSignUp();
  const uploadImage = useUploadImage();
  const updateProfile = useUpdateProfile();
  const [picture, setPicture] = useState<File | null>(null);
  const {
    register,
    submit,
    formError,
    control,
    formState: { errors, isSubmitting },
  } = useApiForm(signUpPageSchema, {
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', phone: '' },
    // The server is sent a full name, not these two, and no confirmation.
    fieldNames: ['email', 'password', 'phone'],
    fallback: intl.formatMessage({ id: 'accounts.signUpPageForm.failed' }),
    onError: (error, { setError }) => {
      onCreatingChange(false);
      if (!(error instanceof ApiError && error.code === accountErrorCodes.emailTaken)) return false;
      setError('email', { type: 'server', message: error.message });
      return true;
    },
  });
  const [password, termsAgreed, firstName, lastName, email] = useWatch({
    control,
    name: ['password', 'termsAgreed', 'firstName', 'lastName', 'email'],
  });

  // The account comes first; the picture is a bonus. A failed upload is only logged (spec) and the member can
  // add a picture later from My Profile.
  async function savePicture(file: File) {
    try {
      const { url } = await uploadImage.mutateAsync(file);
      await updateProfile.mutateAsync({ profilePictureUrl: url });
    } catch (error) {
      console.warn('Profile picture upload failed; the account was created without it', error);
    }
  }

  const onSubmit = submit(async (values) => {
    onCreatingChange(true);
    await signUp.mutateAsync({
      fullName: `${values.firstName} ${values.lastName}`,
      email: values.email,
      password: values.password,
      phone: values.phone || undefined,
      termsAgreed: values.termsAgreed,
    });
    // savePicture never throws: a failed picture does not fail the sign-up.
    if (picture) await savePicture(picture);
    onCreated(values.firstName);
    onCreatingChange(false);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormError message={formError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={<FormattedMessage id="accounts.signUpPageForm.firstName" />}
          error={errors.firstName?.message}
        >
          {(field) => <Input {...field} autoComplete="given-name" {...register('firstName')} />}
        </FormField>
        <FormField label={<FormattedMessage id="accounts.signUpPageForm.lastName" />} error={errors.lastName?.message}>
          {(field) => <Input {...field} autoComplete="family-name" {...register('lastName')} />}
        </FormField>
      </div>
      <FormField label={<FormattedMessage id="accounts.signUpPageForm.email" />} error={errors.email?.message}>
        {(field) => <Input {...field} type="email" autoComplete="email" {...register('email')} />}
      </FormField>
      <NewPasswordFields
        labels={{
          password: intl.formatMessage({ id: 'accounts.signUpPageForm.password' }),
          confirm: intl.formatMessage({ id: 'accounts.signUpPageForm.confirm' }),
        }}
        password={password}
        owner={{ email, fullName: `${firstName} ${lastName}` }}
        errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }}
        passwordInput={register('password')}
        confirmInput={register('confirmPassword')}
      />
      <FormField label={<FormattedMessage id="accounts.signUpPageForm.phone" />} error={errors.phone?.message}>
        {(field) => <Input {...field} type="tel" autoComplete="tel" {...register('phone')} />}
      </FormField>
      <PicturePicker
        label={intl.formatMessage({ id: 'accounts.signUpPageForm.picture' })}
        name={`${firstName} ${lastName}`}
        currentUrl={null}
        onFileChange={setPicture}
      />
      <TermsCheckbox error={errors.termsAgreed?.message} {...register('termsAgreed')} />
      <Button type="submit" size="lg" disabled={!termsAgreed || isSubmitting}>
        {isSubmitting ? (
          <FormattedMessage id="accounts.signUpPageForm.submitting" />
        ) : (
          <FormattedMessage id="accounts.signUpPageForm.submit" />
        )}
      </Button>
    </form>
  );
}
