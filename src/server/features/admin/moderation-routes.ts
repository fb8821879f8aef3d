// The Offers tab's actions, the Transactions tab, the stats row and Recent Activity (the audit log). Each change
// is audited by its service in the change's transaction.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminIdParamsSchema,
  adminOfferSchema,
  adminStatsSchema,
  adminTransactionListQuerySchema,
  adminTransactionPageSchema,
  adminTransactionSchema,
  auditListQuerySchema,
  auditPageSchema,
  rejectOfferSchema,
  setOfferStatusSchema,
} from '#shared/schemas/admin.ts';
import { requireAdmin } from '../../platform/guards.ts';
import { deleteOfferAsAdmin, findAuditEntries, rejectOffer, setOfferStatus } from './moderation.ts';
import { findTransactionsForAdmin } from './lists.ts';
import { findAdminStats } from './stats.ts';
import { presentAdminOffer } from './present.ts';
import { presentAdminStats, presentAdminTransaction, presentAuditEntry } from './present-moderation.ts';
import { reverseTransaction } from './reversal.ts';
import { presentPage } from '../../platform/present-page.ts';

const admin = { config: { access: 'admin' as const } };

export const adminModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/offers/:id/reject',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Reject a listing with a reason; its owner is notified',
        params: adminIdParamsSchema,
        body: rejectOfferSchema,
        response: { 200: adminOfferSchema },
      },
    },
    async (request) => {
      const actor = requireAdmin(request);
      return presentAdminOffer(
        await rejectOffer(app.ctx, actor, { offerId: request.params.id, reason: request.body.reason }),
      );
    },
  );

  app.patch(
    '/admin/offers/:id/status',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Set a listing to pending, active, rejected or completed (active publishes it)',
        params: adminIdParamsSchema,
        body: setOfferStatusSchema,
        response: { 200: adminOfferSchema },
      },
    },
    async (request) => {
      const actor = requireAdmin(request);
      return presentAdminOffer(
        await setOfferStatus(app.ctx, actor, { offerId: request.params.id, status: request.body.status }),
      );
    },
  );

  app.delete(
    '/admin/offers/:id',
    { ...admin, schema: { tags: ['admin'], summary: 'Delete any listing', params: adminIdParamsSchema } },
    async (request, reply) => {
      const actor = requireAdmin(request);
      await deleteOfferAsAdmin(app.ctx, actor, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/admin/transactions',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Ledger entries newest first; ?search (description) and ?status',
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
      ...admin,
      schema: {
        tags: ['admin'],
        summary: "Reverse a completed ledger entry: the opposite movement, on the member's balance",
        params: adminIdParamsSchema,
        response: { 200: adminTransactionSchema },
      },
    },
    async (request) => {
      const actor = requireAdmin(request);
      return presentAdminTransaction(await reverseTransaction(app.ctx, actor, request.params.id));
    },
  );

  app.get(
    '/admin/stats',
    { ...admin, schema: { tags: ['admin'], summary: 'The stats row', response: { 200: adminStatsSchema } } },
    async (request) => {
      requireAdmin(request);
      return presentAdminStats(await findAdminStats(app.ctx));
    },
  );

  app.get(
    '/admin/audit',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Recent Activity: the audit log of admin actions, newest first',
        querystring: auditListQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return presentPage(await findAuditEntries(app.ctx.db, request.query), request.query, presentAuditEntry);
    },
  );
};
