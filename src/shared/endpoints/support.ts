// Support: anyone sends a Get Help request; admins list them and set their status.
import { endpoint, idParams } from '../endpoint.ts';
import {
  adminSupportListQuerySchema,
  adminSupportPageSchema,
  adminSupportRequestSchema,
  setSupportStatusSchema,
} from '../schemas/admin.ts';
import { supportRequestCreatedSchema, supportRequestSchema } from '../schemas/support.ts';

export const supportEndpoints = {
  send: endpoint({
    method: 'POST',
    path: '/support-requests',
    tag: 'support',
    summary: 'Send a request to the support team',
    // Open to visitors and suspended members (locked-out members need it most), so limited per address.
    access: 'visitor',
    allowSuspended: true,
    rateLimit: 'support',
    body: supportRequestSchema,
    responses: { 201: supportRequestCreatedSchema },
  }),
  adminList: endpoint({
    method: 'GET',
    path: '/admin/support-requests',
    tag: 'admin',
    summary: 'Support requests, newest first, optionally by status',
    access: 'admin',
    query: adminSupportListQuerySchema,
    responses: { 200: adminSupportPageSchema },
  }),
  adminSetStatus: endpoint({
    method: 'PATCH',
    path: '/admin/support-requests/:id',
    tag: 'admin',
    summary: 'Set a support request to open, in progress or closed',
    access: 'admin',
    params: idParams,
    notFound: 'Support request not found',
    body: setSupportStatusSchema,
    responses: { 200: adminSupportRequestSchema },
  }),
};
