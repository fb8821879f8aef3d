// The admin panel's Support tab: /api/admin/support-requests (list, status). Rules live in admin-requests.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminIdParamsSchema,
  adminSupportListQuerySchema,
  adminSupportPageSchema,
  adminSupportRequestSchema,
  setSupportStatusSchema,
} from '#shared/schemas/admin.ts';
import { requireAdmin } from '../../platform/guards.ts';
import { presentPage } from '../../platform/present-page.ts';
import { findSupportRequestsForAdmin, setSupportRequestStatus } from './admin-requests.ts';
import { presentAdminSupportRequest } from './present.ts';

const tags = ['admin'];
const config = { access: 'admin' } as const;

export const adminSupportRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
