// Delete my account (decision 004, DESIGN.md section 5). One transaction: the wallet is closed (refused while a
// withdrawal is pending; what is left is written off through the ledger), the personal data copied into rows that
// outlive the member is cleared, then the user row goes and the schema cascades or unlinks the rest.
import { and, asc, eq, or } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { retryTransientConflicts } from '../../db/transient-conflicts.ts';
import { isLiveListing } from '../../db/live-listing.ts';
import { emailOutbox, offers, proposals, supportRequests, users } from '../../db/schema/index.ts';
import { conflict } from '../../platform/errors.ts';
import {
  dropMemberEvents,
  type EventTransaction,
  lockMemberEvents,
  transactWithEvents,
} from '../../platform/events/record.ts';
import type { Member } from '../../platform/guards.ts';
import { isStillAvailable, notifyFavouriters } from '../favourites/service.ts';
import { invalidateOfferLists } from '../offers/service.ts';
import { closeWallet } from '../wallet/service.ts';

/** What other members see in place of the contact details a deleted member left on kept rows. */
const deletedContactName = 'Deleted user';

/**
 * The member's own deletion. Its locks meet a member's transaction head-on now and then (decision 013), and
 * PostgreSQL then undoes one of them whole; when that is the deletion, it runs again instead of failing.
 */
export async function deleteAccount(ctx: AppContext, member: Member): Promise<void> {
  const hadLiveListings = await retryTransientConflicts(() =>
    transactWithEvents(ctx, (tx) => deleteAccountWithin(tx, member, new Date(ctx.clock()))),
  );
  if (hadLiveListings) invalidateOfferLists(ctx);
}

/**
 * The deletion, in the caller's transaction (an admin's deletion writes its audit entry in the same one). Returns
 * whether the member had live listings, whose public lists the caller drops after the commit.
 */
export async function deleteAccountWithin(tx: EventTransaction, member: Member, now: Date): Promise<boolean> {
  // Locks in the order every proposal and wallet change takes them: proposal rows, the member's event lock, then
  // user rows (closeWallet's open orders and balance), so a deal completing meanwhile waits instead of deadlocking.
  const deals = await tx
    .select({ status: proposals.status, coinAmount: proposals.coinAmount, disputed: proposals.disputed })
    .from(proposals)
    .where(or(eq(proposals.senderId, member.id), eq(proposals.receiverId, member.id)))
    .orderBy(asc(proposals.id))
    .for('update');
  // Its coins move when the payer completes it; without the member it could never be paid or completed.
  if (deals.some((deal) => (deal.status === 'accepted' || deal.status === 'delivered') && deal.coinAmount !== null)) {
    throw conflict(
      'COIN_DEAL_OPEN',
      'You have an accepted Dragon Coins deal that is not completed yet. Your account can be deleted once it is completed.',
    );
  }
  // A case the member is part of waits for them: a provider could otherwise leave to escape a refund.
  if (deals.some((deal) => deal.disputed)) {
    throw conflict(
      'DISPUTE_OPEN',
      'You have a deal with an open dispute. Your account can be deleted once the dispute is withdrawn or decided.',
    );
  }
  await notifyFavouritersOfDeparture(tx, member.id);
  await lockMemberEvents(tx, [member.id]);
  // The member's row and every admin row, in id order, decided on as locked (the role read before may be stale): two
  // admins deleting themselves at once cannot both see the other remain. A suspended admin cannot run the
  // platform, so only an active one counts as another admin.
  const locked = await tx
    .select({ id: users.id, role: users.role, status: users.status })
    .from(users)
    .where(or(eq(users.id, member.id), eq(users.role, 'admin')))
    .orderBy(asc(users.id))
    .for('update');
  const self = locked.find((row) => row.id === member.id);
  const otherActiveAdmin = locked.some(
    (row) => row.id !== member.id && row.role === 'admin' && row.status === 'active',
  );
  if (self?.role === 'admin' && !otherActiveAdmin) {
    throw conflict(
      'LAST_ADMIN',
      'You are the last administrator. Make another member an administrator before deleting your account.',
    );
  }
  await closeWallet(tx, member.id, now);

  await tx
    .update(proposals)
    .set({ contactName: deletedContactName, contactEmail: '', contactPhone: null })
    .where(eq(proposals.senderId, member.id));
  await tx
    .update(supportRequests)
    .set({ name: deletedContactName, email: '', phone: null })
    .where(eq(supportRequests.userId, member.id));
  // The outbox keeps every email it sent, with its address; a deleted member's are no one's business any more.
  await tx.delete(emailOutbox).where(eq(emailOutbox.toAddress, member.email));

  const live = await tx.$count(offers, and(eq(offers.userId, member.id), isLiveListing()));
  // Cascades: sessions, accounts, listings, notifications, subscriptions, events; the rest is unlinked.
  await tx.delete(users).where(eq(users.id, member.id));
  dropMemberEvents(tx, member.id);
  return live > 0;
}

// The member's listings go with them: whoever kept one hears it is gone, told after the commit (their favourites go
// with the listings, the queued notices stay).
async function notifyFavouritersOfDeparture(tx: EventTransaction, memberId: string): Promise<void> {
  const listings = await tx
    .select({ id: offers.id, title: offers.title, userId: offers.userId, status: offers.status })
    .from(offers)
    .where(eq(offers.userId, memberId));
  const available = listings.filter((listing) => isStillAvailable(listing.status));
  await notifyFavouriters(tx, available, { kind: 'gone', deleted: true });
}
