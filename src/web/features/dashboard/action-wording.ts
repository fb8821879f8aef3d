// How 'Needs your action' words each item, and where it leads; pure, so every kind is testable.
import type { ActionItem } from '#shared/schemas/dashboard-actions.ts';
import { paths } from '#web/app/paths.ts';

export type ActionWording = { summary: string; action: string; to: string };

/** What waits, in a line, the move that answers it, and the page where it is made. */
export function describeAction(item: ActionItem): ActionWording {
  const who = item.counterpart ?? 'The other member';
  const deal = paths.proposal(item.targetId);
  switch (item.kind) {
    case 'answer-version':
      return { summary: `${who} is waiting for your answer`, action: 'Answer the proposal', to: deal };
    case 'confirm-delivery':
      return { summary: `${who} marked this deal as delivered`, action: 'Confirm delivery', to: deal };
    case 'answer-cancellation':
      return { summary: `${who} asked to cancel this deal`, action: 'Answer the cancellation', to: deal };
    case 'give-statement':
      return { summary: `${who} opened a dispute on this deal`, action: 'Give your statement', to: deal };
    case 'answer-question':
      return { summary: 'An admin asked you about this dispute', action: 'Answer the question', to: deal };
    case 'edit-listing':
      return {
        summary: item.note ? `Rejected: ${item.note}` : 'Rejected by an admin',
        action: 'Edit it in My Offers',
        to: paths.dashboard.offers(),
      };
  }
}
