// An approved listing's edit awaiting review (decision 034): the admins' queue of them, each as a diff of the public
// version against the edit, and the words both sides read. The owner's view of one is in listings.ts (MyListing).
import { z } from 'zod';
import { offerKinds, offerStatuses } from '../constants.ts';
import { listingChangesSchema } from './listings.ts';
import { pagingQuerySchema } from './paging.ts';

export const revisionMessages = {
  awaiting: 'Edit awaiting review',
  rejected: 'Edit not approved',
  reasonRequired: 'Please give the reason for rejecting this edit',
} as const;

/** GET /api/admin/offer-revisions: the edits waiting for review, oldest first. */
export const adminRevisionQuerySchema = pagingQuerySchema;
export type AdminRevisionQuery = z.infer<typeof adminRevisionQuerySchema>;

export const adminRevisionSchema = z.object({
  /** The listing's id: a listing has at most one edit waiting. */
  id: z.string(),
  kind: z.enum(offerKinds),
  /** The title the public sees now. */
  title: z.string(),
  status: z.enum(offerStatuses),
  owner: z.object({ id: z.string(), fullName: z.string(), email: z.string() }),
  submittedAt: z.string(),
  changes: listingChangesSchema,
  /** What the viewing admin may do now, by the server's policy (offers/policy.ts). */
  can: z.object({ approve: z.boolean(), reject: z.boolean() }),
});
export type AdminRevision = z.infer<typeof adminRevisionSchema>;

export const adminRevisionPageSchema = z.object({
  items: z.array(adminRevisionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const rejectRevisionSchema = z.object({
  reason: z
    .string({ error: revisionMessages.reasonRequired })
    .trim()
    .min(1, revisionMessages.reasonRequired)
    .max(1000, 'Reason must be at most 1000 characters'),
});

/** An admin's decision on an edit: the listing, its status (unchanged by the decision), and who was alerted. */
export const revisionDecisionSchema = z.object({
  id: z.string(),
  status: z.enum(offerStatuses),
  notifiedSubscribers: z.number().int(),
});
export type RevisionDecision = z.infer<typeof revisionDecisionSchema>;
