// GET /api/dashboard/actions: the dashboard's 'Needs your action', what waits for the signed-in member and nobody
// else. Each item names the deal (a proposal) or the listing where it is done.
import { z } from 'zod';

export const actionKinds = [
  'answer-version',
  'confirm-delivery',
  'answer-cancellation',
  'give-statement',
  'answer-question',
  'edit-listing',
] as const;
export type ActionKind = (typeof actionKinds)[number];

/** The most items listed of each source (deals, disputes, listings); the panel says how many in all. */
export const actionItemsMax = 20;

export const dashboardActionsSchema = z.object({
  items: z.array(
    z.object({
      kind: z.enum(actionKinds),
      /** The proposal the move is made on, or the listing to edit. */
      targetId: z.string(),
      /** The listing's title (as the deal recorded it). */
      title: z.string(),
      /** The other party of a deal or dispute; null for a listing, or when they deleted their account. */
      counterpart: z.string().nullable(),
      /** Why a listing was turned down; null for anything else. */
      note: z.string().nullable(),
      /** When it began to wait (ISO 8601). */
      since: z.string(),
    }),
  ),
});
export type DashboardActions = z.infer<typeof dashboardActionsSchema>;
export type ActionItem = DashboardActions['items'][number];
