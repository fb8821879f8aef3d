// /api/admin/withdrawals: the payout queue. An admin marks a pending withdrawal paid or rejects it (the held cash
// goes back); the member is notified either way.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminWithdrawalListQuerySchema, withdrawalIdParamsSchema } from '#shared/schemas/wallet.ts';
import { requireAdmin } from '../../platform/guards.ts';
import { presentAdminWithdrawal, presentWithdrawal } from './present.ts';
import { decideWithdrawal, findWithdrawalsForAdmin } from './service.ts';
import { presentPage } from '../../platform/present-page.ts';

const tags = ['admin'];

export const adminWithdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
