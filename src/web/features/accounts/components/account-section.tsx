import { Link } from 'react-router';
import { UserRound } from 'lucide-react';
import type { Me } from '#shared/schemas/accounts.ts';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { formatMemberSince, roleLabels } from '#web/features/accounts/account-labels.ts';

export function AccountSection({ user }: { user: Me }) {
  return (
    <Card className="p-6">
      <section aria-labelledby="account-title">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h2 id="account-title" className="text-lg font-semibold">
              Account
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">Your sign-in address cannot be changed.</p>
          </div>
          <Button asChild variant="outline">
            <Link to={paths.dashboard.profile()}>
              <UserRound aria-hidden="true" />
              Edit Profile
            </Link>
          </Button>
        </div>
        <dl className="mt-4 grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-muted-foreground">Email</dt>
            <dd className="font-medium break-all">{user.email}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">Member since</dt>
            <dd className="font-medium">{formatMemberSince(user.createdAt)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">Role</dt>
            <dd className="font-medium">{roleLabels[user.role]}</dd>
          </div>
        </dl>
      </section>
    </Card>
  );
}
