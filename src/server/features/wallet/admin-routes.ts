// The admin panel's money: /api/admin/withdrawals, the payout queue (an admin marks a pending withdrawal paid or
// rejects it, the held cash going back; the member is notified either way), and /api/admin/transactions, the ledger,
// where a completed entry's whole movement can be reversed. Each row's `can` flags come from policy.ts.
import type { FastifyInstance } from 'fastify';
import { walletEndpoints as endpoints } from '#shared/endpoints/wallet.ts';
import { presentPage } from '../../platform/present-page.ts';
import { route } from '../../platform/route.ts';
import { findTransactionsForAdmin } from './admin-transactions.ts';
import { presentAdminTransaction, presentAdminWithdrawal, presentWithdrawal } from './present.ts';
import { reverseTransaction } from './reversal.ts';
import { decideWithdrawal, findWithdrawalsForAdmin } from './service.ts';

export async function adminWalletRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.adminWithdrawals, async ({ member, query }) =>
    presentPage(await findWithdrawalsForAdmin(app.ctx.db, query), query, (row) => presentAdminWithdrawal(row, member)),
  );

  route(app, endpoints.adminPayWithdrawal, async ({ member, params }) =>
    presentWithdrawal(await decideWithdrawal(app.ctx, member, { withdrawalId: params.id, decision: 'paid' })),
  );

  route(app, endpoints.adminRejectWithdrawal, async ({ member, params }) =>
    presentWithdrawal(await decideWithdrawal(app.ctx, member, { withdrawalId: params.id, decision: 'rejected' })),
  );

  route(app, endpoints.adminTransactions, async ({ member, query }) =>
    presentPage(await findTransactionsForAdmin(app.ctx, query), query, (row) => presentAdminTransaction(row, member)),
  );

  route(app, endpoints.adminReverseTransaction, async ({ member, params }) =>
    presentAdminTransaction(await reverseTransaction(app.ctx, member, params.id), member),
  );
}
