// How 'Needs your action' words each item, and where it leads; pure, so every kind is testable.
import type { IntlShape } from 'react-intl';
import type { ActionItem } from '#shared/schemas/dashboard-actions.ts';
import { paths } from '#web/app/paths.ts';

export type ActionWording = { summary: string; action: string; to: string };

/** What waits, in a line, the move that answers it, and the page where it is made, in the reader's language. */
export function describeAction(item: ActionItem, intl: IntlShape): ActionWording {
  const name = item.counterpart ?? intl.formatMessage({ id: 'dashboard.actions.otherMember' });
  const deal = paths.proposal(item.targetId);
  switch (item.kind) {
    case 'answer-version':
      return {
        summary: intl.formatMessage({ id: 'dashboard.actions.answerVersionSummary' }, { name }),
        action: intl.formatMessage({ id: 'dashboard.actions.answerVersion' }),
        to: deal,
      };
    case 'confirm-delivery':
      return {
        summary: intl.formatMessage({ id: 'dashboard.actions.confirmDeliverySummary' }, { name }),
        action: intl.formatMessage({ id: 'dashboard.actions.confirmDelivery' }),
        to: deal,
      };
    case 'answer-cancellation':
      return {
        summary: intl.formatMessage({ id: 'dashboard.actions.answerCancellationSummary' }, { name }),
        action: intl.formatMessage({ id: 'dashboard.actions.answerCancellation' }),
        to: deal,
      };
    case 'give-statement':
      return {
        summary: intl.formatMessage({ id: 'dashboard.actions.giveStatementSummary' }, { name }),
        action: intl.formatMessage({ id: 'dashboard.actions.giveStatement' }),
        to: deal,
      };
    case 'answer-question':
      return {
        summary: intl.formatMessage({ id: 'dashboard.actions.answerQuestionSummary' }),
        action: intl.formatMessage({ id: 'dashboard.actions.answerQuestion' }),
        to: deal,
      };
    case 'edit-listing':
      return {
        summary: item.note
          ? intl.formatMessage({ id: 'dashboard.actions.rejectedWithNote' }, { note: item.note })
          : intl.formatMessage({ id: 'dashboard.actions.rejected' }),
        action: intl.formatMessage({ id: 'dashboard.actions.editListing' }),
        to: paths.dashboard.offers(),
      };
  }
}
