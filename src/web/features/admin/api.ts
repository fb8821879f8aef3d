import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminFeedback,
  AdminOffer,
  AdminReport,
  AdminStats,
  AdminSupportRequest,
  AdminTransaction,
  AdminUser,
  AuditEntryView,
  PlatformSettingsView,
  UpdatePlatformSettingsInput,
  adminSettableOfferStatuses,
} from '#shared/schemas/admin.ts';
import type { AdminWithdrawal } from '#shared/schemas/wallet.ts';
import { pageSizes } from '#shared/constants.ts';
import type { feedbackStatuses, supportRequestStatuses, userRoles } from '#shared/constants.ts';
import { untypedApi } from '#web/lib/api-client.ts';
import { publicSettingsQueryKey } from '#web/lib/public-settings.ts';
import { adminQueryKey } from './query-keys.ts';

export { adminQueryKey } from './query-keys.ts';

// Every admin query sits under one root key: an action rereads whatever it may have changed (the list it came from,
// the stats row, the audit log on Overview) by invalidating the root, since one action touches several of them.

/** What every admin list sends: `status` undefined means all, `q` blank means none. */
export type AdminListParams = { q?: string; status?: string; page: number; pageSize: number };

export type Page<T> = { items: T[]; total: number; totalCapped: boolean; page: number; pageSize: number };

function listPath(path: string, { q, status, page, pageSize }: AdminListParams): string {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q?.trim()) query.set('q', q.trim());
  if (status) query.set('status', status);
  return `${path}?${query.toString()}`;
}

function useAdminList<T>(name: string, path: string, params: AdminListParams) {
  return useQuery({
    queryKey: [...adminQueryKey, name, params],
    queryFn: ({ signal }) => untypedApi.get<Page<T>>(listPath(path, params), { signal }),
    // The table keeps its rows while the next page or filter loads, instead of flashing the skeleton.
    placeholderData: keepPreviousData,
  });
}

/**
 * A mutation that rereads the whole admin panel once it settles: after a refusal too, since the usual reason is that
 * another admin got there first (a withdrawal already paid, a report already resolved) and the row is stale.
 */
function useAdminAction<Input, Result = unknown>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}

const at = (path: string, id: string, action?: string) =>
  `${path}/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

// ---- Stats, audit, settings

export function useAdminStats() {
  return useQuery({
    queryKey: [...adminQueryKey, 'stats'],
    queryFn: ({ signal }) => untypedApi.get<AdminStats>('/admin/stats', { signal }),
  });
}

/** The newest admin actions: the smallest page the server serves (25); Overview shows the first few. */
export function useAuditLog() {
  return useQuery({
    queryKey: [...adminQueryKey, 'audit'],
    queryFn: ({ signal }) =>
      untypedApi.get<Page<AuditEntryView>>(`/admin/audit?page=1&pageSize=${pageSizes[0]}`, { signal }),
  });
}

export function usePlatformSettings() {
  return useQuery({
    queryKey: [...adminQueryKey, 'settings'],
    queryFn: ({ signal }) => untypedApi.get<PlatformSettingsView>('/admin/settings', { signal }),
  });
}

export function useUpdatePlatformSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdatePlatformSettingsInput) =>
      untypedApi.patch<PlatformSettingsView>('/admin/settings', change),
    onSuccess: async (saved) => {
      queryClient.setQueryData([...adminQueryKey, 'settings'], saved);
      // The guards read maintenance mode from the public settings: this tab follows the switch at once too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueryKey }),
        queryClient.invalidateQueries({ queryKey: publicSettingsQueryKey }),
      ]);
    },
  });
}

// ---- Users

const usersPath = '/admin/users';

export function useAdminUsers(params: AdminListParams) {
  return useAdminList<AdminUser>('users', usersPath, params);
}

export function useSuspendUser() {
  return useAdminAction(({ id, reason }: { id: string; reason: string }) =>
    untypedApi.post<AdminUser>(at(usersPath, id, 'suspend'), { reason }),
  );
}

export function useReactivateUser() {
  return useAdminAction((id: string) => untypedApi.post<AdminUser>(at(usersPath, id, 'reactivate')));
}

export function useSetUserRole() {
  return useAdminAction(({ id, role }: { id: string; role: (typeof userRoles)[number] }) =>
    untypedApi.patch<AdminUser>(at(usersPath, id, 'role'), { role }),
  );
}

export function useDeleteUser() {
  return useAdminAction((id: string) => untypedApi.delete<unknown>(at(usersPath, id)));
}

// ---- Offers

const offersPath = '/admin/offers';
export type SettableOfferStatus = (typeof adminSettableOfferStatuses)[number];

export function useAdminOffers(params: AdminListParams) {
  return useAdminList<AdminOffer>('offers', offersPath, params);
}

export function useApproveOffer() {
  return useAdminAction((id: string) => untypedApi.post<unknown>(at(offersPath, id, 'approve')));
}

export function useRejectOffer() {
  return useAdminAction(({ id, reason }: { id: string; reason: string }) =>
    untypedApi.post<unknown>(at(offersPath, id, 'reject'), { reason }),
  );
}

export function useSetOfferStatus() {
  return useAdminAction(({ id, status }: { id: string; status: SettableOfferStatus }) =>
    untypedApi.patch<unknown>(at(offersPath, id, 'status'), { status }),
  );
}

export function useDeleteOffer() {
  return useAdminAction((id: string) => untypedApi.delete<unknown>(at(offersPath, id)));
}

// ---- Transactions

const transactionsPath = '/admin/transactions';

export function useAdminTransactions(params: AdminListParams) {
  return useAdminList<AdminTransaction>('transactions', transactionsPath, params);
}

export function useReverseTransaction() {
  return useAdminAction((id: string) => untypedApi.post<unknown>(at(transactionsPath, id, 'reverse')));
}

// ---- Withdrawals

const withdrawalsPath = '/admin/withdrawals';

export function useAdminWithdrawals(params: AdminListParams) {
  return useAdminList<AdminWithdrawal>('withdrawals', withdrawalsPath, params);
}

export function usePayWithdrawal() {
  return useAdminAction((id: string) => untypedApi.post<unknown>(at(withdrawalsPath, id, 'pay')));
}

export function useRejectWithdrawal() {
  return useAdminAction((id: string) => untypedApi.post<unknown>(at(withdrawalsPath, id, 'reject')));
}

// ---- Feedback

const feedbackPath = '/admin/feedback';

export function useAdminFeedback(params: AdminListParams) {
  return useAdminList<AdminFeedback>('feedback', feedbackPath, params);
}

export function useSetFeedbackStatus() {
  return useAdminAction(({ id, status }: { id: string; status: (typeof feedbackStatuses)[number] }) =>
    untypedApi.patch<unknown>(at(feedbackPath, id), { status }),
  );
}

export function useDeleteFeedback() {
  return useAdminAction((id: string) => untypedApi.delete<unknown>(at(feedbackPath, id)));
}

// ---- Support requests

const supportPath = '/admin/support-requests';

export function useAdminSupportRequests(params: AdminListParams) {
  return useAdminList<AdminSupportRequest>('support', supportPath, params);
}

export function useSetSupportStatus() {
  return useAdminAction(({ id, status }: { id: string; status: (typeof supportRequestStatuses)[number] }) =>
    untypedApi.patch<unknown>(at(supportPath, id), { status }),
  );
}

// ---- Reports of messages

const reportsPath = '/admin/reports';

export function useAdminReports(params: AdminListParams) {
  return useAdminList<AdminReport>('reports', reportsPath, params);
}

export function useDismissReport() {
  return useAdminAction((id: string) => untypedApi.post<unknown>(at(reportsPath, id, 'dismiss')));
}

export function useActOnReport() {
  return useAdminAction(({ id, reason }: { id: string; reason: string }) =>
    untypedApi.post<unknown>(at(reportsPath, id, 'act'), { reason }),
  );
}
