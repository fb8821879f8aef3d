import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type Me, updateProfileSchema } from '#shared/schemas/accounts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useUpdateProfile } from '#web/features/accounts/api.ts';
import { PicturePicker } from '#web/features/accounts/components/picture-picker.tsx';
import { useUploadImage } from '#web/lib/uploads.ts';
import { useApiForm } from '#web/lib/use-api-form.ts';

type ProfileEditFormProps = { user: Me; onSaved: () => void; onCancel: () => void };

export function ProfileEditForm({ user, onSaved, onCancel }: ProfileEditFormProps) {
  const intl = useIntl();
  const updateProfile = useUpdateProfile();
  const uploadImage = useUploadImage();
  const [picture, setPicture] = useState<File | null>(null);
  const {
    register,
    submit,
    formError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useApiForm(updateProfileSchema, {
    defaultValues: { fullName: user.fullName, bio: user.bio ?? '' },
    fallback: intl.formatMessage({ id: 'accounts.profileEditForm.failed' }),
  });

  // The Edit Profile button that had focus is gone; the first field takes over.
  useEffect(() => setFocus('fullName'), [setFocus]);

  const onSubmit = submit(async (values) => {
    const profilePictureUrl = picture ? (await uploadImage.mutateAsync(picture)).url : undefined;
    await updateProfile.mutateAsync({
      fullName: values.fullName,
      // An emptied bio is no bio, not an empty one.
      bio: values.bio || null,
      ...(profilePictureUrl ? { profilePictureUrl } : {}),
    });
    onSaved();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormError message={formError} />
      <PicturePicker
        label={intl.formatMessage({ id: 'accounts.profileEditForm.picture' })}
        name={user.fullName}
        currentUrl={user.profilePictureUrl}
        onFileChange={setPicture}
      />
      <FormField label={<FormattedMessage id="accounts.profileEditForm.fullName" />} error={errors.fullName?.message}>
        {(field) => <Input {...field} autoComplete="name" {...register('fullName')} />}
      </FormField>
      <FormField
        label={<FormattedMessage id="accounts.profileEditForm.email" />}
        hint={<FormattedMessage id="accounts.profileEditForm.emailHint" />}
      >
        {(field) => <Input {...field} type="email" value={user.email} readOnly />}
      </FormField>
      <FormField label={<FormattedMessage id="accounts.profileEditForm.bio" />} error={errors.bio?.message}>
        {(field) => <Textarea {...field} rows={4} {...register('bio')} />}
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? (
            <FormattedMessage id="accounts.profileEditForm.saving" />
          ) : (
            <FormattedMessage id="accounts.profileEditForm.save" />
          )}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          <FormattedMessage id="accounts.profileEditForm.cancel" />
        </Button>
      </div>
    </form>
  );
}
