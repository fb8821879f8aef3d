// An email's unsubscribe link (unsubscribe-token.ts), read by the page that asks first and by the one-click POST.
import type { UnsubscribeKinds } from '#shared/schemas/notification-preferences.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../platform/errors.ts';
import { transactWithEvents } from '../../platform/events/record.ts';
import { readMemberChannels, turnEmailOff } from './preferences.ts';
import { readToken } from './unsubscribe-token.ts';

async function findMember(ctx: AppContext, userId: string) {
  const channels = await readMemberChannels(ctx.db, userId);
  if (!channels) throw notFound('Member not found');
  return channels;
}

/** What the link stands for, changing nothing: the page asks before it acts, and mail scanners only read. */
export async function readKindsUnsubscribeLink(ctx: AppContext, token: string): Promise<UnsubscribeKinds> {
  const { userId, kinds } = readToken(ctx, token);
  const channels = await findMember(ctx, userId);
  return { kinds, emailOn: kinds.some((kind) => channels.kinds[kind].email !== 'off') };
}

/** Turns off the email of the link's kinds; the app's list and push stay as they were. */
export async function unsubscribeKindsByToken(ctx: AppContext, token: string): Promise<UnsubscribeKinds> {
  const { userId, kinds } = readToken(ctx, token);
  const channels = await findMember(ctx, userId);
  await transactWithEvents(ctx, (tx) => turnEmailOff(tx, channels, kinds));
  return { kinds, emailOn: false };
}
