import { Link } from 'react-router';
import { UserRound } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Me } from '#shared/schemas/accounts.ts';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { formatMemberSince, roleLabels } from '#web/features/accounts/account-labels.ts';

export function AccountSection({ user }: { user: Me }) {
  const intl = useIntl();
  return (
    <Card className="p-6">
      <section aria-labelledby="account-title">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h2 id="account-title" className="text-lg font-semibold">
              <FormattedMessage id="accounts.accountSection.title" />
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              <FormattedMessage id="accounts.accountSection.description" />
            </p>
          </div>
          <Button asChild variant="outline">
            <Link to={paths.dashboard.profile()}>
              <UserRound aria-hidden="true" />
              <FormattedMessage id="accounts.accountSection.editProfile" />
            </Link>
          </Button>
        </div>
        <dl className="mt-4 grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-muted-foreground">
              <FormattedMessage id="accounts.accountSection.email" />
            </dt>
            <dd className="font-medium break-all">{user.email}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">
              <FormattedMessage id="accounts.accountSection.memberSince" />
            </dt>
            <dd className="font-medium">{formatMemberSince(intl, user.createdAt)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">
              <FormattedMessage id="accounts.accountSection.role" />
            </dt>
            <dd className="font-medium">
              <FormattedMessage id={roleLabels[user.role]} />
            </dd>
          </div>
        </dl>
      </section>
    </Card>
  );
}
