// Which kind of notification each email is about (issue 34), so the member's settings decide it at send time; the
// account's own emails (welcome, verification, passwords, sign-in) have none and always go. A Record, so a new
// template cannot be left without a decision.
import type { NotificationType } from '#shared/constants.ts';
import { notificationKinds, type NotificationKind } from '#shared/notification-kinds.ts';
import type { EmailPayload, EmailTemplateName } from '../../platform/email/templates.tsx';
import type { DigestItem } from '../../platform/email/notice-templates.tsx';

const templateKinds: Record<EmailTemplateName, NotificationKind | 'payload' | null> = {
  welcome: null,
  verify_email: null,
  password_reset: null,
  password_changed: null,
  sign_in_locked: null,
  // A receipt for money paid: kept like the account's own emails.
  transaction_completed: null,
  offer_received: 'proposals',
  offer_accepted: 'proposals',
  offer_declined: 'proposals',
  proposal_expired: 'proposals',
  counter_offer: 'proposals',
  proposal_reminder: 'proposals',
  deal_auto_completed: 'deals',
  cancellation_requested: 'deals',
  deal_cancelled: 'deals',
  deal_delivered: 'deals',
  completion_reminder: 'deals',
  dispute_opened: 'disputes',
  dispute_resolved: 'disputes',
  dispute_question: 'disputes',
  saved_search_digest: 'saved',
  notice: 'payload',
  notice_digest: 'payload',
};

const isKind = (value: unknown): value is NotificationKind =>
  typeof value === 'string' && (notificationKinds as readonly string[]).includes(value);

/** The kinds an email is about: none for the account's own, several for a digest. */
export function findEmailKinds(template: string, payload: unknown): NotificationKind[] {
  const kind = templateKinds[template as EmailTemplateName];
  if (kind !== 'payload') return kind ? [kind] : [];
  const given = payload as { kind?: unknown; kinds?: unknown };
  const kinds = Array.isArray(given.kinds) ? given.kinds : [given.kind];
  return kinds.filter(isKind);
}

/** Emails that gather many items already: a daily or weekly choice sends them, never holds them. */
export const digestTemplates: ReadonlySet<string> = new Set<EmailTemplateName>([
  'saved_search_digest',
  'notice_digest',
]);

/**
 * Notification types a feature writes an email of its own for (a template above, or none on purpose): every other
 * type is emailed as a notice (notice-email.ts) when its kind's email is on.
 */
export const typesWithOwnEmail: ReadonlySet<NotificationType> = new Set<NotificationType>([
  'offer_received',
  'offer_accepted',
  'offer_declined',
  'proposal_expired',
  'counter_offer',
  'proposal_reminder',
  'deal_delivered',
  'completion_reminder',
  // Completing by itself is emailed; a payer who confirms knows it.
  'deal_completed',
  'cancellation_requested',
  'deal_cancelled',
  'dispute_opened',
  'dispute_resolved',
  // An admin's question is emailed in full; a party's addition stays in the app.
  'dispute_update',
  'saved_search_match',
  'payment_received',
]);

/** One held email's line in a digest (a notice's words; any other's none, for a general line), and where it leads. */
export function describeDigestItem(template: string, payload: unknown): DigestItem {
  if (template === 'notice') {
    const notice = payload as EmailPayload<'notice'>;
    return { text: notice.message ? `${notice.title}: ${notice.message}` : notice.title, path: notice.path };
  }
  return { text: null, path: '/dashboard' };
}
