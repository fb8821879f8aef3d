import { FormattedMessage, useIntl } from 'react-intl';
import type { Me } from '#shared/schemas/accounts.ts';
import { Avatar } from '#web/components/avatar.tsx';
import { formatMemberSince, roleLabels } from '#web/features/accounts/account-labels.ts';

/** My Profile in view mode. */
export function ProfileDetails({ user }: { user: Me }) {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-center gap-4">
        <Avatar name={user.fullName} src={user.profilePictureUrl} className="size-20 text-2xl" />
        <div className="min-w-0">
          <h2 className="truncate text-xl font-semibold">{user.fullName}</h2>
          <p className="text-sm text-muted-foreground">
            <FormattedMessage id={roleLabels[user.role]} />
          </p>
        </div>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted-foreground">
            <FormattedMessage id="accounts.profileDetails.email" />
          </dt>
          <dd className="font-medium break-all">{user.email}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">
            <FormattedMessage id="accounts.profileDetails.memberSince" />
          </dt>
          <dd className="font-medium">{formatMemberSince(intl, user.createdAt)}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-sm text-muted-foreground">
            <FormattedMessage id="accounts.profileDetails.bio" />
          </dt>
          <dd className="whitespace-pre-line">
            {user.bio || intl.formatMessage({ id: 'accounts.profileDetails.noBio' })}
          </dd>
        </div>
      </dl>
    </div>
  );
}
