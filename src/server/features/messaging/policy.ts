// Who may do what in the chat and the Reports tab (platform/policy.ts): a member messages anyone but themselves; a
// participant sends into their conversation while the partner still has an account, and reports the other one's
// messages; an admin dismisses an open report, or acts on it by suspending a sender who is still a member. The
// services refuse through the authorize functions and the presenters' `can` flags come from the abilities ones.
import { messagingMessages } from '#shared/schemas/messaging.ts';
import type { messageReports } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { notAdmin, type Member, type Viewer } from '../../platform/guards.ts';
import { definePolicy, type Rule } from '../../platform/policy.ts';
import { partnerOf } from './queries.ts';
import type { ConversationRow, MessageRow } from './rows.ts';

/** The member to message, from a listing's page or a profile (whose `can.message` a visitor gets too: decision 040). */
export type ContactFacts = { memberId: string };
export type ConversationFacts = { conversation: Pick<ConversationRow, 'participantA' | 'participantB'> };
/** A message's sender and receiver are its conversation's two participants (null once one deleted their account). */
export type MessageFacts = { message: Pick<MessageRow, 'senderId' | 'receiverId'> };
/** The report, and the member who wrote the reported message: null once they deleted their account. */
export type ReportFacts = {
  report: Pick<typeof messageReports.$inferSelect, 'status'>;
  sender: Pick<Member, 'role'> | null;
};

const contactPolicy = definePolicy<'message', ContactFacts, Viewer>({
  message: [
    {
      holds: (actor, { memberId }) => memberId !== actor?.id,
      refusal: () => badRequest('MESSAGE_SELF', messagingMessages.self),
    },
  ],
});

const conversationPolicy = definePolicy<'send', ConversationFacts>({
  send: [
    {
      // Anyone else is told the conversation does not exist.
      holds: (actor, { conversation }) =>
        conversation.participantA === actor.id || conversation.participantB === actor.id,
      refusal: () => notFound(messagingMessages.conversationNotFound),
    },
    {
      holds: (actor, { conversation }) => partnerOf(conversation, actor.id) !== null,
      refusal: () => conflict('PARTNER_GONE', 'This member has deleted their account'),
    },
  ],
});

const messagePolicy = definePolicy<'report', MessageFacts>({
  report: [
    {
      holds: (actor, { message }) => message.senderId === actor.id || message.receiverId === actor.id,
      refusal: () => notFound('Message not found'),
    },
    {
      holds: (actor, { message }) => message.senderId !== actor.id,
      refusal: () => forbidden('You cannot report your own message'),
    },
  ],
});

const admin: Rule<ReportFacts> = { holds: (actor) => actor.role === 'admin', refusal: notAdmin };
const open: Rule<ReportFacts> = {
  holds: (_actor, { report }) => report.status === 'open',
  refusal: ({ report }) => conflict('REPORT_RESOLVED', `This report has already been resolved (${report.status}).`),
};

const reportPolicy = definePolicy<'dismiss' | 'act', ReportFacts>({
  dismiss: [admin, open],
  act: [
    admin,
    open,
    {
      holds: (_actor, { sender }) => sender !== null,
      refusal: () =>
        conflict(
          'SENDER_GONE',
          'The sender of this message has deleted their account, so there is no one to suspend. Dismiss the report instead.',
        ),
    },
    {
      holds: (_actor, { sender }) => sender?.role !== 'admin',
      refusal: () =>
        conflict(
          'SENDER_IS_ADMIN',
          'The sender of this message is an admin, and an admin cannot be suspended from a report. Change their role in the Users tab first, or dismiss the report.',
        ),
    },
  ],
});

export const authorizeContact = contactPolicy.authorize;
export const contactAbilities = contactPolicy.abilities;
export const authorizeConversation = conversationPolicy.authorize;
export const conversationAbilities = conversationPolicy.abilities;
export const authorizeMessage = messagePolicy.authorize;
export const messageAbilities = messagePolicy.abilities;
export const reportActions = reportPolicy.actions;
export const authorizeReport = reportPolicy.authorize;
export const reportAbilities = reportPolicy.abilities;
