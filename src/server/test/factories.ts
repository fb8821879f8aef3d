// Test data builders: each takes overrides and creates whatever parents are missing, so a test states only
// what matters to it. The demo seed builds its data with the same functions.
import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { and, eq, or } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { Database, Executor } from '../db/client.ts';
import {
  accounts,
  coinClearings,
  conversations,
  messages,
  notifications,
  offers,
  platformSettings,
  proposals,
  reviews,
  users,
} from '../db/schema/index.ts';
import { invalidateOfferLists } from '../features/offers/list-cache.ts';
import { recordStep } from '../features/deals/history.ts';
import { recordVersion } from '../features/proposals/versions.ts';
import { dealTransitions, type DealTransitionName } from '../features/deals/process.ts';
import { clearDueCoins } from '../features/wallet/clearing.ts';
import { type Posting, postMovement } from '../features/wallet/ledger.ts';
import { lockMemberEvents, transactWithEvents } from '../platform/events/record.ts';
import { forgetPlatformSettings } from '../platform/settings.ts';

type NewUser = typeof users.$inferInsert;
type NewOffer = typeof offers.$inferInsert;
type NewProposal = typeof proposals.$inferInsert;
type NewReview = typeof reviews.$inferInsert;
type NewNotification = typeof notifications.$inferInsert;

/**
 * Where a factory writes: a bare database or transaction (the demo seed), or a test's app (anything holding its
 * context), which then hears of the write as of one made through it: its caches drop what changed, and money
 * events reach its open streams.
 */
export type FactoryTarget = Executor | { ctx: AppContext };

const dbOf = (target: FactoryTarget): Executor => ('ctx' in target ? target.ctx.db : target);
const ctxOf = (target: FactoryTarget): AppContext | null => ('ctx' in target ? target.ctx : null);

export type User = typeof users.$inferSelect;
export type Offer = typeof offers.$inferSelect;
export type Proposal = typeof proposals.$inferSelect;

export const defaultPassword = 'Password123!';

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

// Hashing is deliberately slow (scrypt); many test users share a password, so hash each password once.
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** A member with an email + password account (password: `defaultPassword` unless given). */
export async function createUser(
  db: Executor,
  overrides: Partial<NewUser> & { password?: string } = {},
): Promise<User> {
  const { password = defaultPassword, ...fields } = overrides;
  const n = next();
  const [user] = await db
    .insert(users)
    .values({
      email: `member${n}-${randomUUID().slice(0, 8)}@example.com`,
      fullName: `Member ${n}`,
      emailVerified: true,
      ...fields,
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  await db.insert(accounts).values({
    userId: user.id,
    accountId: user.id,
    providerId: 'credential',
    password: await hashOnce(password),
  });
  return user;
}

export function createAdmin(db: Executor, overrides: Partial<NewUser> & { password?: string } = {}) {
  return createUser(db, { role: 'admin', ...overrides });
}

export async function createOffer(target: FactoryTarget, overrides: Partial<NewOffer> = {}): Promise<Offer> {
  const db = dbOf(target);
  const userId = overrides.userId ?? (await createUser(db)).id;
  const n = next();
  const [offer] = await db
    .insert(offers)
    .values({
      title: `Service number ${n}`,
      description: `A helpful service offered by a community member, listing ${n}.`,
      category: 'Technology',
      priceCashCents: 2500,
      priceUnit: 'hour',
      paymentTypes: ['cash'],
      status: 'active',
      ...overrides,
      userId,
    })
    .returning();
  if (!offer) throw new Error('offer insert returned nothing');
  // Tests list right after writing; the app's list cache must not serve what it saw before.
  const ctx = ctxOf(target);
  if (ctx) invalidateOfferLists(ctx);
  return offer;
}

/** A proposal from `senderId` on `offerId`; the receiver is the listing's owner. */
export async function createProposal(target: FactoryTarget, overrides: Partial<NewProposal> = {}): Promise<Proposal> {
  const db = dbOf(target);
  const offer = overrides.offerId
    ? await db.query.offers.findFirst({ where: (o, { eq }) => eq(o.id, overrides.offerId as string) })
    : await createOffer(target);
  if (!offer) throw new Error(`offer ${overrides.offerId} not found`);
  const sender = overrides.senderId
    ? await db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, overrides.senderId as string) })
    : await createUser(db);
  if (!sender) throw new Error(`user ${overrides.senderId} not found`);
  const [proposal] = await db
    .insert(proposals)
    .values({
      listingTitle: offer.title,
      paymentMethods: [offer.paymentTypes[0] ?? 'cash'],
      currency: 'cash',
      cashAmountCents: 4000,
      contactName: sender.fullName,
      contactEmail: sender.email,
      message: 'I would like to book this service.',
      ...overrides,
      offerId: offer.id,
      senderId: sender.id,
      receiverId: overrides.receiverId ?? offer.userId,
      offeredById: overrides.offeredById !== undefined ? overrides.offeredById : sender.id,
      // As the service records it: the sender pays on a service, the listing's owner on a request.
      payerId:
        overrides.payerId !== undefined
          ? overrides.payerId
          : offer.kind === 'request'
            ? (overrides.receiverId ?? offer.userId)
            : sender.id,
    })
    .returning();
  if (!proposal) throw new Error('proposal insert returned nothing');
  await recordVersion(db, {
    proposalId: proposal.id,
    number: proposal.version,
    authorId: proposal.offeredById,
    terms: { ...proposal, note: null },
    at: proposal.createdAt,
  });
  await recordFactoryHistory(db, proposal);
  // Sending a proposal opens the pair's conversation, where its versions are cards (decision 035).
  if (proposal.senderId && proposal.receiverId) {
    await db
      .insert(conversations)
      .values({ participantA: proposal.senderId, participantB: proposal.receiverId, createdAt: proposal.createdAt })
      .onConflictDoNothing();
  }
  return proposal;
}

/**
 * The history the service would have written: the sending, then, for one built already decided, the move that led
 * to its state, by whoever takes that move. As the migration's backfill, it invents no acceptance for a completed one.
 */
async function recordFactoryHistory(db: Executor, proposal: Proposal) {
  await recordStep(db, {
    proposalId: proposal.id,
    actorId: proposal.senderId,
    action: 'send',
    status: 'pending',
    at: proposal.createdAt,
  });
  const names = Object.keys(dealTransitions) as DealTransitionName[];
  const name = names.find((n) => dealTransitions[n].to === proposal.status);
  if (!name) return;
  const provider = proposal.payerId === proposal.senderId ? proposal.receiverId : proposal.senderId;
  const actors = {
    sender: proposal.senderId,
    receiver: proposal.receiverId,
    payer: proposal.payerId,
    provider: proposal.payerId ? provider : null,
    // A state reached by several moves is recorded as the first that reaches it: no cancellation is invented.
    party: proposal.senderId,
    asked: proposal.receiverId,
    answerer: proposal.receiverId,
    disputer: proposal.senderId,
    admin: null,
    clock: null,
  };
  await recordStep(db, {
    proposalId: proposal.id,
    actorId: actors[dealTransitions[name].by],
    action: name,
    status: proposal.status,
    at: (name === 'complete' ? proposal.completedAt : null) ?? proposal.updatedAt,
  });
}

/** A review on a completed deal; creates the completed proposal when none is given. */
export async function createReview(target: FactoryTarget, overrides: Partial<NewReview> = {}) {
  const db = dbOf(target);
  const proposal = overrides.proposalId
    ? await db.query.proposals.findFirst({ where: (p, { eq }) => eq(p.id, overrides.proposalId as string) })
    : await createProposal(target, { status: 'completed', completedAt: new Date() });
  if (!proposal) throw new Error(`proposal ${overrides.proposalId} not found`);
  const [review] = await db
    .insert(reviews)
    .values({
      rating: 5,
      comment: 'Great to work with.',
      ...overrides,
      proposalId: proposal.id,
      offerId: overrides.offerId ?? proposal.offerId,
      reviewerId: overrides.reviewerId ?? proposal.senderId,
      revieweeId: overrides.revieweeId ?? proposal.receiverId,
    })
    .returning();
  if (!review) throw new Error('review insert returned nothing');
  const ctx = ctxOf(target);
  if (ctx) invalidateOfferLists(ctx);
  return review;
}

/** A conversation between two members (created when not given) with optional messages from either side. */
export async function createConversation(
  db: Executor,
  overrides: { participantA?: string; participantB?: string; messages?: { from: 'a' | 'b'; body: string }[] } = {},
) {
  const a = overrides.participantA ?? (await createUser(db)).id;
  const b = overrides.participantB ?? (await createUser(db)).id;
  const lastMessageAt = overrides.messages?.length ? new Date() : null;
  // The pair's one conversation may exist already: a proposal between them opened it (as the service does).
  await db.insert(conversations).values({ participantA: a, participantB: b, lastMessageAt }).onConflictDoNothing();
  const pair = or(
    and(eq(conversations.participantA, a), eq(conversations.participantB, b)),
    and(eq(conversations.participantA, b), eq(conversations.participantB, a)),
  );
  const [conversation] = lastMessageAt
    ? await db.update(conversations).set({ lastMessageAt }).where(pair).returning()
    : await db.select().from(conversations).where(pair);
  if (!conversation) throw new Error('conversation neither found nor created');
  for (const m of overrides.messages ?? []) {
    await db.insert(messages).values({
      conversationId: conversation.id,
      senderId: m.from === 'a' ? a : b,
      receiverId: m.from === 'a' ? b : a,
      body: m.body,
    });
  }
  return conversation;
}

export async function createNotification(db: Executor, overrides: Partial<NewNotification> = {}) {
  const userId = overrides.userId ?? (await createUser(db)).id;
  const [notification] = await db
    .insert(notifications)
    .values({
      type: 'listing_approved',
      title: 'Listing approved',
      message: 'Your listing is live.',
      ...overrides,
      userId,
    })
    .returning();
  if (!notification) throw new Error('notification insert returned nothing');
  return notification;
}

/** The single platform settings row (inserted with defaults when missing). */
export async function ensurePlatformSettings(
  target: FactoryTarget,
  overrides: Partial<typeof platformSettings.$inferInsert> = {},
) {
  const [row] = await dbOf(target)
    .insert(platformSettings)
    .values({ id: 1, ...overrides })
    .onConflictDoUpdate({ target: platformSettings.id, set: { ...overrides, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('platform settings upsert returned nothing');
  const ctx = ctxOf(target);
  if (ctx) forgetPlatformSettings(ctx);
  return row;
}

/**
 * Puts cash (cents) and coins in a member's wallet through the ledger, as an adjustment, so their balance still
 * equals the sum of their entries.
 */
export async function fundWallet(
  target: Database | { ctx: AppContext },
  userId: string,
  funds: { cashCents?: number; coins?: number },
) {
  const postings: Posting[] = [];
  if (funds.cashCents) {
    postings.push({ userId, currency: 'cash', delta: funds.cashCents, kind: 'adjustment', description: 'Test funds' });
  }
  if (funds.coins) {
    postings.push({ userId, currency: 'coins', delta: funds.coins, kind: 'adjustment', description: 'Test funds' });
  }
  const events = ctxOf(target)?.events ?? null;
  const db = 'ctx' in target ? target.ctx.db : target;
  await transactWithEvents({ db, events }, (tx) =>
    postMovement(tx, { idempotencyKey: `adjustment:${randomUUID()}`, postings }),
  );
}

/**
 * Lets the member's deal coins clear as if their dispute windows had closed (decision 032): they become convertible
 * now, as the clearing job would make them. Disputed deals' coins stay clearing.
 */
export async function clearCoinsNow(t: { ctx: AppContext }, userId: string): Promise<void> {
  await t.ctx.db
    .update(coinClearings)
    .set({ clearsAt: new Date(0) })
    .where(eq(coinClearings.userId, userId));
  await transactWithEvents(t.ctx, async (tx) => {
    await lockMemberEvents(tx, [userId]);
    await clearDueCoins(tx, userId, new Date(t.ctx.clock()));
  });
}

/** A member's balances as stored on their row, read straight from the table rather than through the wallet code. */
export async function readBalances(db: Executor, userId: string): Promise<{ cash: number; coins: number }> {
  const [row] = await db
    .select({ cash: users.cashBalanceCents, coins: users.dragonCoins })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`No user ${userId}`);
  return row;
}
