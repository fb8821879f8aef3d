import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatMoney } from '#shared/currency.ts';
import { defaultSuspensionReason, type UserRole, userRoles, userStatuses } from '#shared/constants.ts';
import type { AdminUser } from '#shared/schemas/admin.ts';
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
import { readSuspensionReason } from '#web/components/suspension-reason.ts';
import { useDisplayCurrency } from '#web/lib/preferences.ts';
import { useSession } from '#web/lib/session.ts';

/** Users: search by email or name, filter by status; suspend, reactivate, switch role, delete. */
export function UsersTab() {
  const intl = useIntl();
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
  const promoting = changingRole?.role === 'admin';

  const columns: Column<AdminUser>[] = [
    {
      header: intl.formatMessage({ id: 'admin.users.userHeader' }),
      cell: (user) => (
        <span className="flex min-w-0 flex-col">
          <span className="font-medium">{user.fullName || intl.formatMessage({ id: 'admin.users.unnamed' })}</span>
          <span className="break-all text-muted-foreground">{user.email}</span>
        </span>
      ),
    },
    {
      header: intl.formatMessage({ id: 'admin.list.statusHeader' }),
      cell: (user) => (
        <span className="flex flex-col items-end gap-1 md:items-start">
          <StatusBadge status={user.status} />
          {user.status === 'suspended' && user.suspensionReason ? (
            <span className="text-xs text-muted-foreground">{readSuspensionReason(user.suspensionReason, intl)}</span>
          ) : null}
        </span>
      ),
    },
    {
      header: intl.formatMessage({ id: 'admin.users.roleHeader' }),
      cell: (user) => (
        <NativeSelect
          aria-label={intl.formatMessage({ id: 'admin.users.roleLabel' }, { email: user.email })}
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
              {intl.formatMessage({ id: role === 'admin' ? 'admin.users.adminRole' : 'admin.users.userRole' })}
            </option>
          ))}
        </NativeSelect>
      ),
    },
    {
      header: intl.formatMessage({ id: 'admin.users.balanceHeader' }),
      cell: (user) => (
        <span className="flex flex-col tabular-nums">
          <span>{formatMoney(user.cashBalanceCents, currency, { locale: intl.locale })}</span>
          <span className="text-muted-foreground">
            {intl.formatMessage({ id: 'admin.users.coins' }, { amount: intl.formatNumber(user.dragonCoins) })}
          </span>
        </span>
      ),
    },
    {
      header: intl.formatMessage({ id: 'admin.users.cancellationsHeader' }),
      cell: (user) => <span className="tabular-nums">{intl.formatNumber(user.cancellations)}</span>,
    },
    // Disputes the member opened, and those ruled against them (the coins went to the other side).
    {
      header: intl.formatMessage({ id: 'admin.users.disputesOpenedHeader' }),
      cell: (user) => <span className="tabular-nums">{intl.formatNumber(user.disputesOpened)}</span>,
    },
    {
      header: intl.formatMessage({ id: 'admin.users.disputesLostHeader' }),
      cell: (user) => <span className="tabular-nums">{intl.formatNumber(user.disputesLost)}</span>,
    },
    {
      header: intl.formatMessage({ id: 'admin.users.joinedHeader' }),
      cell: (user) => <RecordDate value={user.createdAt} now={now} />,
    },
    {
      header: intl.formatMessage({ id: 'admin.list.actionsHeader' }),
      cell: (user) => {
        // Suspend and Reactivate share a place: the member's status picks which, the policy whether it shows.
        const toggle =
          user.status === 'active' ? (
            user.can.suspend ? (
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                aria-label={intl.formatMessage({ id: 'admin.users.suspendLabel' }, { email: user.email })}
                onClick={() => setSuspending(user)}
              >
                {intl.formatMessage({ id: 'admin.users.suspend' })}
              </Button>
            ) : null
          ) : user.can.reactivate ? (
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              aria-label={intl.formatMessage({ id: 'admin.users.reactivateLabel' }, { email: user.email })}
              onClick={() =>
                void runAction(
                  () => reactivate.mutateAsync(user.id),
                  intl.formatMessage({ id: 'admin.users.reactivateFailed' }),
                )
              }
            >
              {intl.formatMessage({ id: 'admin.users.reactivate' })}
            </Button>
          ) : null;
        const remove = user.can.delete ? (
          <Button
            size="sm"
            variant="destructive"
            disabled={busy}
            aria-label={intl.formatMessage({ id: 'admin.users.deleteLabel' }, { email: user.email })}
            onClick={() => setDeleting(user)}
          >
            {intl.formatMessage({ id: 'admin.deleteDialog.delete' })}
          </Button>
        ) : null;
        // Nothing is offered on one's own account; the row says whose it is.
        if (!toggle && !remove)
          return user.id === me?.id ? (
            <span className="text-muted-foreground">{intl.formatMessage({ id: 'admin.users.you' })}</span>
          ) : null;
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
      label={intl.formatMessage({ id: 'admin.users.label' })}
      searchPlaceholder={intl.formatMessage({ id: 'admin.users.searchPlaceholder' })}
      state={state}
      query={users}
      columns={columns}
      noun={intl.formatMessage({ id: 'admin.users.noun' })}
    >
      <ReasonDialog
        open={suspending !== null}
        onOpenChange={(open) => {
          if (!open) setSuspending(null);
        }}
        title={intl.formatMessage({ id: 'admin.users.suspendTitle' })}
        description={intl.formatMessage({ id: 'admin.users.suspendDescription' }, { email: suspending?.email ?? '' })}
        confirmLabel={intl.formatMessage({ id: 'admin.users.suspend' })}
        defaultReason={defaultSuspensionReason}
        onSubmit={(reason) =>
          runAction(
            () => suspend.mutateAsync({ id: suspending?.id ?? '', reason }),
            intl.formatMessage({ id: 'admin.users.suspendFailed' }),
          )
        }
      />
      <ConfirmDialog
        open={changingRole !== null}
        onOpenChange={(open) => {
          if (!open) setChangingRole(null);
        }}
        title={intl.formatMessage({ id: promoting ? 'admin.users.makeAdmin' : 'admin.users.removeAdmin' })}
        description={intl.formatMessage(
          { id: promoting ? 'admin.users.makeAdminDescription' : 'admin.users.removeAdminDescription' },
          { email: changingRole?.user.email ?? '' },
        )}
        confirmLabel={intl.formatMessage({ id: promoting ? 'admin.users.makeAdmin' : 'admin.users.removeAdmin' })}
        destructive={!promoting}
        onConfirm={() => {
          const change = changingRole;
          if (change)
            void runAction(
              () => setRole.mutateAsync({ id: change.user.id, role: change.role }),
              intl.formatMessage({ id: 'admin.users.roleFailed' }),
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
          if (id) void runAction(() => remove.mutateAsync(id), intl.formatMessage({ id: 'admin.users.deleteFailed' }));
        }}
      />
    </AdminList>
  );
}
