import {
  AlarmClock,
  ArrowLeftRight,
  Ban,
  Bell,
  CircleCheck,
  CircleX,
  Coins,
  Handshake,
  HandHelping,
  Heart,
  Hourglass,
  type LucideIcon,
  MessageSquare,
  MessageSquareWarning,
  PackageCheck,
  Search,
  Scale,
  Send,
  Sparkles,
  ShieldAlert,
  Star,
  Tag,
  ThumbsDown,
  ThumbsUp,
  CalendarClock,
  CalendarX,
  Wallet,
} from 'lucide-react';
import type { NotificationType } from '#shared/constants.ts';

const icons: Record<NotificationType, LucideIcon> = {
  offer_received: Send,
  offer_accepted: ThumbsUp,
  offer_declined: ThumbsDown,
  proposal_expired: Hourglass,
  message_received: MessageSquare,
  listing_approved: CircleCheck,
  listing_rejected: CircleX,
  deal_delivered: PackageCheck,
  completion_reminder: AlarmClock,
  deal_completed: Handshake,
  cancellation_requested: HandHelping,
  cancellation_declined: ThumbsDown,
  deal_cancelled: Ban,
  review_received: Star,
  payment_received: Coins,
  coins_needed: Coins,
  withdrawal_updated: Wallet,
  category_available: Tag,
  counter_offer: ArrowLeftRight,
  proposal_reminder: AlarmClock,
  dispute_opened: ShieldAlert,
  dispute_update: MessageSquareWarning,
  dispute_resolved: Scale,
  favourite_changed: Heart,
  saved_search_match: Search,
  request_match: Sparkles,
  listing_expiring: CalendarClock,
  listing_expired: CalendarX,
};

function isKnownType(type: string): type is NotificationType {
  return Object.hasOwn(icons, type);
}

/** Decorative: the title beside it already says what happened. Types this build does not know get the bell. */
export function NotificationIcon({ type }: { type: string }) {
  const Icon = isKnownType(type) ? icons[type] : Bell;
  return <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />;
}
