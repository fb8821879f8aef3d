// The admin's Feedback, Support and Reports tabs.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  actOnReportSchema,
  adminFeedbackListQuerySchema,
  adminFeedbackPageSchema,
  adminFeedbackSchema,
  adminIdParamsSchema,
  adminReportListQuerySchema,
  adminReportPageSchema,
  adminReportSchema,
  adminSupportListQuerySchema,
  adminSupportPageSchema,
  adminSupportRequestSchema,
  setFeedbackStatusSchema,
  setSupportStatusSchema,
} from '#shared/schemas/admin.ts';
import { requireAdmin } from '../../platform/guards.ts';
import { actOnReport, dismissReport, findReportsForAdmin } from './inbox-reports.ts';
import { deleteFeedback, findSupportRequestsForAdmin, setFeedbackStatus, setSupportRequestStatus } from './inbox.ts';
import { findFeedbackForAdmin } from './lists.ts';
import { presentAdminFeedback, presentAdminReport, presentAdminSupportRequest } from './present-inbox.ts';
import { presentPage } from '../../platform/present-page.ts';

const tags = ['admin'];
const config = { access: 'admin' } as const;

export const adminInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/feedback',
    {
      config,
      schema: {
        tags,
        summary: 'Feedback, newest first: search content, type, author name or email; filter by status',
        querystring: adminFeedbackListQuerySchema,
        response: { 200: adminFeedbackPageSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return presentPage(await findFeedbackForAdmin(app.ctx, request.query), request.query, presentAdminFeedback);
    },
  );

  app.patch(
    '/admin/feedback/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Set a feedback entry to any status',
        params: adminIdParamsSchema,
        body: setFeedbackStatusSchema,
        response: { 200: adminFeedbackSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const { id: feedbackId } = request.params;
      return presentAdminFeedback(
        await setFeedbackStatus(app.ctx.db, admin, { feedbackId, status: request.body.status }),
      );
    },
  );

  app.delete(
    '/admin/feedback/:id',
    { config, schema: { tags, summary: 'Delete a feedback entry', params: adminIdParamsSchema } },
    async (request, reply) => {
      await deleteFeedback(app.ctx.db, requireAdmin(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/admin/support-requests',
    {
      config,
      schema: {
        tags,
        summary: 'Support requests, newest first, optionally by status',
        querystring: adminSupportListQuerySchema,
        response: { 200: adminSupportPageSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return presentPage(
        await findSupportRequestsForAdmin(app.ctx.db, request.query),
        request.query,
        presentAdminSupportRequest,
      );
    },
  );

  app.patch(
    '/admin/support-requests/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Set a support request to open, in progress or closed',
        params: adminIdParamsSchema,
        body: setSupportStatusSchema,
        response: { 200: adminSupportRequestSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const { id: requestId } = request.params;
      return presentAdminSupportRequest(
        await setSupportRequestStatus(app.ctx.db, admin, { requestId, status: request.body.status }),
      );
    },
  );

  app.get(
    '/admin/reports',
    {
      config,
      schema: {
        tags,
        summary: 'Reports of messages, newest first, with the reporter, the message and its sender',
        querystring: adminReportListQuerySchema,
        response: { 200: adminReportPageSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return presentPage(await findReportsForAdmin(app.ctx.db, request.query), request.query, presentAdminReport);
    },
  );

  app.post(
    '/admin/reports/:id/dismiss',
    {
      config,
      schema: {
        tags,
        summary: 'Dismiss an open report',
        params: adminIdParamsSchema,
        response: { 200: adminReportSchema },
      },
    },
    async (request) => presentAdminReport(await dismissReport(app.ctx.db, requireAdmin(request), request.params.id)),
  );

  app.post(
    '/admin/reports/:id/act',
    {
      config,
      schema: {
        tags,
        summary: "Act on an open report: suspend the message's sender and close the message's open reports",
        params: adminIdParamsSchema,
        // The reason is optional, so the whole body may be left out.
        body: actOnReportSchema.nullish(),
        response: { 200: adminReportSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const reason = request.body?.reason;
      return presentAdminReport(await actOnReport(app.ctx, admin, { reportId: request.params.id, reason }));
    },
  );
};
