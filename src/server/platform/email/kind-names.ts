// The kinds an email's footer stops and a digest's sections reach the emails as English words (features/notifications
// names them by notificationKindLabels); each is read back to its kind here, to be named in the email's language.
import { type NotificationKind, notificationKindLabels, notificationKinds } from '#shared/notification-kinds.ts';

const kindsByLabel = new Map(notificationKinds.map((kind) => [notificationKindLabels[kind].toLowerCase(), kind]));

/** The kind a label names, in either case ('Reviews', 'reviews'), or undefined. */
export const kindOfLabel = (label: string): NotificationKind | undefined => kindsByLabel.get(label.toLowerCase());
