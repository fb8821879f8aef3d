// Feedback: the member sends it and reads back their own; admins list, set the status of and delete it.
import { endpoint, idParams, noContent } from '../endpoint.ts';
import {
  adminFeedbackListQuerySchema,
  adminFeedbackPageSchema,
  adminFeedbackSchema,
  setFeedbackStatusSchema,
} from '../schemas/admin.ts';
import {
  createFeedbackSchema,
  feedbackListQuerySchema,
  feedbackListSchema,
  feedbackSchema,
} from '../schemas/feedback.ts';

export const feedbackEndpoints = {
  send: endpoint({
    method: 'POST',
    path: '/feedback',
    tag: 'feedback',
    summary: 'Send feedback',
    access: 'member',
    rateLimit: 'feedback',
    body: createFeedbackSchema,
    responses: { 201: feedbackSchema },
  }),
  history: endpoint({
    method: 'GET',
    path: '/feedback',
    tag: 'feedback',
    summary: "The member's own feedback, newest first",
    access: 'member',
    query: feedbackListQuerySchema,
    responses: { 200: feedbackListSchema },
  }),
  adminList: endpoint({
    method: 'GET',
    path: '/admin/feedback',
    tag: 'admin',
    summary: 'Feedback, newest first: search content, type, author name or email; filter by status',
    access: 'admin',
    query: adminFeedbackListQuerySchema,
    responses: { 200: adminFeedbackPageSchema },
  }),
  adminSetStatus: endpoint({
    method: 'PATCH',
    path: '/admin/feedback/:id',
    tag: 'admin',
    summary: 'Set a feedback entry to any status',
    access: 'admin',
    params: idParams,
    notFound: 'Feedback not found',
    body: setFeedbackStatusSchema,
    responses: { 200: adminFeedbackSchema },
  }),
  adminDelete: endpoint({
    method: 'DELETE',
    path: '/admin/feedback/:id',
    tag: 'admin',
    summary: 'Delete a feedback entry',
    access: 'admin',
    params: idParams,
    notFound: 'Feedback not found',
    responses: { 204: noContent },
  }),
};
