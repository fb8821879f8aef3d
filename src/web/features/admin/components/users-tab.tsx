import { useState } from 'react';
import { formatMoney } from '#shared/currency.ts';
import { type UserRole, userRoles, userStatuses } from '#shared/constants.ts';
import { type AdminUser, defaultSuspensionReason } from '#shared/schemas/admin.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import {
  useAdminUsers,
  useDeleteUser,
  useReactivateUser,
  useSetUserRole,
  useSuspendUser,
} from '#web/features/admin/api.ts';
import { DeleteDialog, ReasonDialog, runAction } from '#web/features/admin/components/action-dialogs.tsx';
import { AdminList, useAdminListState } from '#web/features/admin/components/admin-list.tsx';
import type { Column } from '#web/features/admin/components/data-table.tsx';
import { RecordDate, StatusBadge } from '#web/components/record-status.tsx';
import { useDisplayCurrency } from '#web/lib/preferences.ts';
import { useSession } from '#web/lib/session.ts';

/** Users: search by email or name, filter by status; suspend, reactivate, switch role, delete. */
export function UsersTab() {
  const state = useAdminListState(userStatuses);
  const users = useAdminUsers(state.params);
  const { user: me } = useSession();
  const currency = useDisplayCurrency();
  const [now] = useState(() => new Date());
  const [suspending, setSuspending] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [changingRole, setChangingRole] = useState<{ user: AdminUser; role: UserRole } | null>(null);
  const suspend = useSuspendUser();
  const reactivate = useReactivateUser();
  const setRole = useSetUserRole();
  const remove = useDeleteUser();
  const busy = suspend.isPending || reactivate.isPending || setRole.isPending || remove.isPending;

  const columns: Column<AdminUser>[] = [
    {
      header: 'User',
      cell: (user) => (
        <span className="flex min-w-0 flex-col">
          <span className="font-medium">{user.fullName || 'Unnamed User'}</span>
          <span className="break-all text-muted-foreground">{user.email}</span>
        </span>
      ),
    },
    {
      header: 'Status',
      cell: (user) => (
        <span className="flex flex-col items-end gap-1 md:items-start">
          <StatusBadge status={user.status} />
          {user.status === 'suspended' && user.suspensionReason ? (
            <span className="text-xs text-muted-foreground">{user.suspensionReason}</span>
          ) : null}
        </span>
      ),
    },
    {
      header: 'Role',
      cell: (user) => (
        <NativeSelect
          aria-label={`Role of ${user.email}`}
          className="w-28"
          value={user.role}
          // The policy withholds one's own role and the last active admin's demotion: nobody is locked out.
          disabled={busy || !user.can.changeRole}
          // A change of role is confirmed first; the select keeps showing the current role until it is.
          onChange={(event) => {
            const role = userRoles.find((value) => value === event.target.value);
            if (role && role !== user.role) setChangingRole({ user, role });
          }}
        >
          {userRoles.map((role) => (
            <option key={role} value={role}>
              {role === 'admin' ? 'Admin' : 'User'}
            </option>
          ))}
        </NativeSelect>
      ),
    },
    {
      header: 'Balance',
      cell: (user) => (
        <span className="flex flex-col tabular-nums">
          <span>{formatMoney(user.cashBalanceCents, currency)}</span>
          <span className="text-muted-foreground">{user.dragonCoins.toLocaleString('en-US')} DC</span>
        </span>
      ),
    },
    {
      header: 'Cancellations',
      cell: (user) => <span className="tabular-nums">{user.cancellations.toLocaleString('en-US')}</span>,
    },
    // Disputes the member opened, and those ruled against them (the coins went to the other side).
    {
      header: 'Disputes opened',
      cell: (user) => <span className="tabular-nums">{user.disputesOpened.toLocaleString('en-US')}</span>,
    },
    {
      header: 'Disputes lost',
      cell: (user) => <span className="tabular-nums">{user.disputesLost.toLocaleString('en-US')}</span>,
    },
    { header: 'Joined', cell: (user) => <RecordDate value={user.createdAt} now={now} /> },
    {
      header: 'Actions',
      cell: (user) => {
        // Suspend and Reactivate share a place: the member's status picks which, the policy whether it shows.
        const toggle =
          user.status === 'active' ? (
            user.can.suspend ? (
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                aria-label={`Suspend ${user.email}`}
                onClick={() => setSuspending(user)}
              >
                Suspend
              </Button>
            ) : null
          ) : user.can.reactivate ? (
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              aria-label={`Reactivate ${user.email}`}
              onClick={() =>
                void runAction(
                  () => reactivate.mutateAsync(user.id),
                  'The member could not be reactivated. Please try again.',
                )
              }
            >
              Reactivate
            </Button>
          ) : null;
        const remove = user.can.delete ? (
          <Button
            size="sm"
            variant="destructive"
            disabled={busy}
            aria-label={`Delete ${user.email}`}
            onClick={() => setDeleting(user)}
          >
            Delete
          </Button>
        ) : null;
        // Nothing is offered on one's own account; the row says whose it is.
        if (!toggle && !remove) return user.id === me?.id ? <span className="text-muted-foreground">You</span> : null;
        return (
          <span className="flex flex-wrap justify-end gap-2 md:justify-start">
            {toggle}
            {remove}
          </span>
        );
      },
    },
  ];

  return (
    <AdminList
      label="Users"
      searchPlaceholder="Search by email or name"
      state={state}
      query={users}
      columns={columns}
      noun="users"
    >
      <ReasonDialog
        open={suspending !== null}
        onOpenChange={(open) => {
          if (!open) setSuspending(null);
        }}
        title="Suspend User"
        description={`${suspending?.email ?? ''} loses access at once and cannot use the site until reactivated.`}
        confirmLabel="Suspend"
        defaultReason={defaultSuspensionReason}
        onSubmit={(reason) =>
          runAction(
            () => suspend.mutateAsync({ id: suspending?.id ?? '', reason }),
            'The member could not be suspended. Please try again.',
          )
        }
      />
      <ConfirmDialog
        open={changingRole !== null}
        onOpenChange={(open) => {
          if (!open) setChangingRole(null);
        }}
        title={changingRole?.role === 'admin' ? 'Make Administrator' : 'Remove Administrator'}
        description={
          changingRole?.role === 'admin'
            ? `${changingRole.user.email} can then run the whole platform: members, listings, money and settings.`
            : `${changingRole?.user.email ?? ''} goes back to being a member and loses the admin panel at once.`
        }
        confirmLabel={changingRole?.role === 'admin' ? 'Make Administrator' : 'Remove Administrator'}
        destructive={changingRole?.role !== 'admin'}
        onConfirm={() => {
          const change = changingRole;
          if (change)
            void runAction(
              () => setRole.mutateAsync({ id: change.user.id, role: change.role }),
              'The role could not be changed. Please try again.',
            );
        }}
      />
      <DeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        type="user"
        onConfirm={() => {
          const id = deleting?.id;
          if (id) void runAction(() => remove.mutateAsync(id), 'Failed to delete user. Please try again.');
        }}
      />
    </AdminList>
  );
}
