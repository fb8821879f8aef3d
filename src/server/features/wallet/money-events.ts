// Every change to a member's money or its records tells, in the same transaction, the member (each open tab rereads
// its wallet, dashboard and header) and every active admin (their lists and stats row). Payloads say what kind of
// change, never whose or how much: the screens reread what their reader may see.
import type { MoneyChangeReason } from '#shared/schemas/events.ts';
import {
  lockMemberEvents,
  recordAdminEvent,
  recordEvent,
  type EventTransaction,
} from '../../platform/events/record.ts';

/**
 * Records the change for these members and for the admins. Their event locks are taken here if the caller has not
 * taken them yet, so call it (or lockMemberEvents) before locking their balance rows (see ledger.ts).
 */
export async function recordMoneyChange(
  tx: EventTransaction,
  userIds: readonly string[],
  reason: MoneyChangeReason,
): Promise<void> {
  await lockMemberEvents(tx, [...userIds]);
  for (const userId of new Set(userIds)) {
    await recordEvent(tx, { userId, type: 'wallet.changed', payload: { reason } });
  }
  recordAdminEvent(tx, { type: 'admin.wallets.changed', payload: { reason } });
}
