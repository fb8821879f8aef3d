// The admin panel's money: /api/admin/withdrawals, the payout queue (an admin marks a pending withdrawal paid or
// rejects it, the held cash going back; the member is notified either way), and /api/admin/transactions, the ledger,
// where a completed entry's whole movement can be reversed.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminIdParamsSchema,
  adminTransactionListQuerySchema,
  adminTransactionPageSchema,
  adminTransactionSchema,
} from '#shared/schemas/admin.ts';
import { adminWithdrawalListQuerySchema, withdrawalIdParamsSchema } from '#shared/schemas/wallet.ts';
import { requireAdmin } from '../../platform/guards.ts';
import { presentPage } from '../../platform/present-page.ts';
import { findTransactionsForAdmin } from './admin-transactions.ts';
import { presentAdminTransaction, presentAdminWithdrawal, presentWithdrawal } from './present.ts';
import { reverseTransaction } from './reversal.ts';
import { decideWithdrawal, findWithdrawalsForAdmin } from './service.ts';

const tags = ['admin'];

export const adminWalletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/withdrawals',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Every withdrawal, newest first, optionally by status (status=pending is the payout queue)',
        querystring: adminWithdrawalListQuerySchema,
      },
    },
    async (request) => {
      requireAdmin(request);
      return presentPage(
        await findWithdrawalsForAdmin(app.ctx.db, request.query),
        request.query,
        presentAdminWithdrawal,
      );
    },
  );

  for (const [action, decision] of [
    ['pay', 'paid'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `/admin/withdrawals/:id/${action}`,
      {
        config: { access: 'admin' },
        schema: { tags, summary: `Mark a pending withdrawal ${decision}`, params: withdrawalIdParamsSchema },
      },
      async (request) => {
        const admin = requireAdmin(request);
        return presentWithdrawal(await decideWithdrawal(app.ctx, admin, { withdrawalId: request.params.id, decision }));
      },
    );
  }

  app.get(
    '/admin/transactions',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Ledger entries newest first; ?q (description) and ?status',
        querystring: adminTransactionListQuerySchema,
        response: { 200: adminTransactionPageSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return presentPage(
        await findTransactionsForAdmin(app.ctx, request.query),
        request.query,
        presentAdminTransaction,
      );
    },
  );

  app.post(
    '/admin/transactions/:id/reverse',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Reverse a completed ledger entry: the opposite movement, on the member's balance",
        params: adminIdParamsSchema,
        response: { 200: adminTransactionSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return presentAdminTransaction(await reverseTransaction(app.ctx, admin, request.params.id));
    },
  );
};
