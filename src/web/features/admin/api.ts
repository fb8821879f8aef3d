import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdatePlatformSettingsInput, adminSettableOfferStatuses } from '#shared/schemas/admin.ts';
import { pageSizes, withdrawalStatuses } from '#shared/constants.ts';
import type { feedbackStatuses, supportRequestStatuses, userRoles } from '#shared/constants.ts';
import type { DisputeStatus } from '#shared/constants.ts';
import type { CurrencyCode } from '#shared/currency.ts';
import { api } from '#web/lib/api-client.ts';
import { currencyRatesQueryKey } from '#web/lib/currency-rates.ts';
import { publicSettingsQueryKey } from '#web/lib/public-settings.ts';
import { adminQueryKey } from '#web/lib/admin-query-key.ts';

// Every admin query sits under one root key: an action rereads whatever it may have changed (the list it came from,
// the stats row, the audit log on Overview) by invalidating the root, since one action touches several of them.

/** What every admin list sends: `status` undefined means all, `q` blank means none. */
export type AdminListParams = { q?: string; status?: string; page: number; pageSize: number };

/** What every admin list responds with (the server's page schema in #shared/schemas/admin.ts). */
export type Page<T> = { items: T[]; total: number; totalCapped: boolean; page: number; pageSize: number };

/** The query an admin list sends: blank search and 'all' statuses are left out. */
type AdminListQuery = { q?: string; status?: string; page: number; pageSize: number };

function listQuery({ q, status, page, pageSize }: AdminListParams): AdminListQuery {
  return { page, pageSize, ...(q?.trim() ? { q: q.trim() } : {}), ...(status ? { status } : {}) };
}

function useAdminList<Result>(
  name: string,
  params: AdminListParams,
  fetchPage: (query: AdminListQuery, signal: AbortSignal) => Promise<Result>,
) {
  return useQuery({
    queryKey: [...adminQueryKey, name, params],
    queryFn: ({ signal }) => fetchPage(listQuery(params), signal),
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

// ---- Stats, audit, settings

export function useAdminStats() {
  return useQuery({
    queryKey: [...adminQueryKey, 'stats'],
    queryFn: ({ signal }) => api.get('/admin/stats', { signal }),
  });
}

/** The newest admin actions: the smallest page the server serves (25); Overview shows the first few. */
export function useAuditLog() {
  return useQuery({
    queryKey: [...adminQueryKey, 'audit'],
    queryFn: ({ signal }) => api.get('/admin/audit', { query: { page: 1, pageSize: pageSizes[0] }, signal }),
  });
}

export function usePlatformSettings() {
  return useQuery({
    queryKey: [...adminQueryKey, 'settings'],
    queryFn: ({ signal }) => api.get('/admin/settings', { signal }),
  });
}

export function useUpdatePlatformSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdatePlatformSettingsInput) => api.patch('/admin/settings', { body: change }),
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

// ---- Currency rates

export function useAdminCurrencyRates() {
  return useQuery({
    queryKey: [...adminQueryKey, 'currencies'],
    queryFn: ({ signal }) => api.get('/admin/currencies', { signal }),
  });
}

/** A pin or an unpin: the panel rereads, and so do this tab's own figures (other tabs hear currency-rates.changed). */
function useCurrencyRateAction<Input>(mutationFn: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueryKey }),
        queryClient.invalidateQueries({ queryKey: currencyRatesQueryKey }),
      ]),
  });
}

export function usePinCurrencyRate() {
  return useCurrencyRateAction(({ code, rate }: { code: CurrencyCode; rate: number }) =>
    api.put('/admin/currencies/:code/pin', { params: { code }, body: { rate } }),
  );
}

export function useUnpinCurrencyRate() {
  return useCurrencyRateAction((code: CurrencyCode) => api.delete('/admin/currencies/:code/pin', { params: { code } }));
}

// ---- Users

export function useAdminUsers(params: AdminListParams) {
  return useAdminList('users', params, (query, signal) => api.get('/admin/users', { query, signal }));
}

export function useSuspendUser() {
  return useAdminAction(({ id, reason }: { id: string; reason: string }) =>
    api.post('/admin/users/:id/suspend', { params: { id }, body: { reason } }),
  );
}

export function useReactivateUser() {
  return useAdminAction((id: string) => api.post('/admin/users/:id/reactivate', { params: { id } }));
}

export function useSetUserRole() {
  return useAdminAction(({ id, role }: { id: string; role: (typeof userRoles)[number] }) =>
    api.patch('/admin/users/:id/role', { params: { id }, body: { role } }),
  );
}

export function useDeleteUser() {
  return useAdminAction((id: string) => api.delete('/admin/users/:id', { params: { id } }));
}

// ---- Offers

export type SettableOfferStatus = (typeof adminSettableOfferStatuses)[number];

export function useAdminOffers(params: AdminListParams) {
  return useAdminList('offers', params, (query, signal) => api.get('/admin/offers', { query, signal }));
}

export function useApproveOffer() {
  return useAdminAction((id: string) => api.post('/admin/offers/:id/approve', { params: { id } }));
}

export function useRejectOffer() {
  return useAdminAction(({ id, reason }: { id: string; reason: string }) =>
    api.post('/admin/offers/:id/reject', { params: { id }, body: { reason } }),
  );
}

export function useSetOfferStatus() {
  return useAdminAction(({ id, status }: { id: string; status: SettableOfferStatus }) =>
    api.patch('/admin/offers/:id/status', { params: { id }, body: { status } }),
  );
}

/** Live listings' edits waiting for review (decision 034): under 'offers', so a listing change rereads them too. */
export function useAdminRevisions() {
  return useQuery({
    queryKey: [...adminQueryKey, 'offers', 'revisions'],
    queryFn: ({ signal }) => api.get('/admin/offer-revisions', { query: { page: 1, pageSize: 100 }, signal }),
  });
}

export function useApproveRevision() {
  return useAdminAction((id: string) => api.post('/admin/offers/:id/revision/approve', { params: { id } }));
}

export function useRejectRevision() {
  return useAdminAction(({ id, reason }: { id: string; reason: string }) =>
    api.post('/admin/offers/:id/revision/reject', { params: { id }, body: { reason } }),
  );
}

export function useDeleteOffer() {
  return useAdminAction((id: string) => api.delete('/admin/offers/:id', { params: { id } }));
}

// ---- Transactions

export function useAdminTransactions(params: AdminListParams) {
  return useAdminList('transactions', params, (query, signal) => api.get('/admin/transactions', { query, signal }));
}

export function useReverseTransaction() {
  return useAdminAction((id: string) => api.post('/admin/transactions/:id/reverse', { params: { id } }));
}

// ---- Withdrawals

// The payout queue has no search; its filter takes only the withdrawal statuses, which the tab's codec keeps to.
export function useAdminWithdrawals(params: AdminListParams) {
  return useAdminList('withdrawals', params, ({ page, pageSize, status }, signal) =>
    api.get('/admin/withdrawals', {
      query: { page, pageSize, status: withdrawalStatuses.find((known) => known === status) },
      signal,
    }),
  );
}

export function usePayWithdrawal() {
  return useAdminAction((id: string) => api.post('/admin/withdrawals/:id/pay', { params: { id } }));
}

export function useRejectWithdrawal() {
  return useAdminAction((id: string) => api.post('/admin/withdrawals/:id/reject', { params: { id } }));
}

// ---- Feedback

export function useAdminFeedback(params: AdminListParams) {
  return useAdminList('feedback', params, (query, signal) => api.get('/admin/feedback', { query, signal }));
}

export function useSetFeedbackStatus() {
  return useAdminAction(({ id, status }: { id: string; status: (typeof feedbackStatuses)[number] }) =>
    api.patch('/admin/feedback/:id', { params: { id }, body: { status } }),
  );
}

export function useDeleteFeedback() {
  return useAdminAction((id: string) => api.delete('/admin/feedback/:id', { params: { id } }));
}

// ---- Support requests

export function useAdminSupportRequests(params: AdminListParams) {
  return useAdminList('support', params, (query, signal) => api.get('/admin/support-requests', { query, signal }));
}

export function useSetSupportStatus() {
  return useAdminAction(({ id, status }: { id: string; status: (typeof supportRequestStatuses)[number] }) =>
    api.patch('/admin/support-requests/:id', { params: { id }, body: { status } }),
  );
}

// ---- Reports of messages

export function useAdminReports(params: AdminListParams) {
  return useAdminList('reports', params, (query, signal) => api.get('/admin/reports', { query, signal }));
}

export function useDismissReport() {
  return useAdminAction((id: string) => api.post('/admin/reports/:id/dismiss', { params: { id } }));
}

export function useActOnReport() {
  return useAdminAction(({ id, reason }: { id: string; reason: string }) =>
    api.post('/admin/reports/:id/act', { params: { id }, body: { reason } }),
  );
}

// ---- Disputes

/** The Disputes tab's cases of one status (open ones oldest first, by the server). */
export function useAdminDisputes(params: { status: DisputeStatus; page: number; pageSize: number }) {
  return useQuery({
    queryKey: [...adminQueryKey, 'disputes', params],
    queryFn: ({ signal }) => api.get('/admin/disputes', { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}
