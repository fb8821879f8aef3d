// Demo data for a new installation: one admin, ten members with avatars, about 45 live listings over the 14
// browse categories with generated images, a few requests, pending and rejected listings, a completed, reviewed
// deal on each live listing so ratings are real and profiles have reviews to read, past conversations that time
// two members' replies, and the first member's coins deals in every state of the deal
// process (demo/deals.ts), a negotiation in its third version and an open dispute (demo/negotiation.ts), and a live
// listing with an edit awaiting review (demo/revisions.ts). Runs only on an empty database.
import { count, inArray, sql } from 'drizzle-orm';
import type { Storage } from '../platform/storage.ts';
import {
  createAdmin,
  createOffer,
  createProposal,
  createReview,
  createUser,
  defaultPassword,
  ensurePlatformSettings,
  type Offer,
  type User,
} from '../test/factories.ts';
import type { Database, Executor } from './client.ts';
import { renderAvatar, renderListingImage } from './demo/art.ts';
import { seedDemoConversations } from './demo/conversations.ts';
import { demoDealCount, seedDemoDeals } from './demo/deals.ts';
import { seedDemoExpiry } from './demo/expiry.ts';
import { seedRulingDebt } from './demo/ruling-debt.ts';
import { pickDemoReviewComment } from './demo/reviews.ts';
import { seedDemoFavourites } from './demo/favourites.ts';
import { seedDemoNegotiation } from './demo/negotiation.ts';
import { seedDemoRevision } from './demo/revisions.ts';
import { seedDemoSavedSearches } from './demo/saved-searches.ts';
import { lockKeys } from './locks.ts';
import {
  demoAdmin,
  demoListings,
  demoMembers,
  demoPendingListings,
  demoRejectedListings,
  type DemoRequest,
  demoRequests,
  demoSuspendedMember,
} from './demo/catalogue.ts';
import { users } from './schema/index.ts';

export type DemoAccount = { role: 'admin' | 'member' | 'suspended'; email: string; password: string };

const hour = 60 * 60 * 1000;

export async function isDatabaseEmpty(db: Executor): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/** The settings row must exist on every installation, demo or not. */
export async function ensureBaseData(db: Executor): Promise<void> {
  await ensurePlatformSettings(db);
}

/** Seeds the demo data when the database has no users. */
export async function seedDemoData(db: Database, storage: Storage, now = new Date()): Promise<void> {
  if (!(await isDatabaseEmpty(db))) return;

  // Images first: generating them is slow and needs no transaction.
  const avatarUrls = await Promise.all(
    demoMembers.map(async (m) => (await storage.put(await renderAvatar({ seed: m.email }), { extension: 'webp' })).url),
  );
  const imageFor = async (title: string, category: (typeof demoListings)[number]['category']) =>
    (await storage.put(await renderListingImage({ seed: title, category }), { extension: 'webp' })).url;
  const listingImages = await Promise.all(demoListings.map((l) => imageFor(l.title, l.category)));
  const pendingImages = await Promise.all(demoPendingListings.map((l) => imageFor(l.title, l.category)));
  const rejectedImages = await Promise.all(demoRejectedListings.map((l) => imageFor(l.title, l.category)));

  await db.transaction(async (tx) => {
    // Two servers starting on one empty PostgreSQL database: the second waits here, then finds users and stops.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${lockKeys.seed})`);
    if (!(await isDatabaseEmpty(tx))) return;
    const ago = (hours: number) => new Date(now.getTime() - hours * hour);

    await createAdmin(tx, { email: demoAdmin.email, fullName: demoAdmin.fullName, createdAt: ago(24 * 60) });
    const members: User[] = [];
    for (const [i, m] of demoMembers.entries()) {
      members.push(
        await createUser(tx, {
          email: m.email,
          fullName: m.fullName,
          bio: m.bio,
          language: m.language ?? 'en',
          profilePictureUrl: avatarUrls[i] ?? null,
          createdAt: ago(24 * (50 - i)),
        }),
      );
    }
    await createUser(tx, {
      email: demoSuspendedMember.email,
      fullName: demoSuspendedMember.fullName,
      status: 'suspended',
      suspensionReason: demoSuspendedMember.suspensionReason,
      createdAt: ago(24 * 40),
    });
    const member = (index: number) => {
      const found = members[index % members.length];
      if (!found) throw new Error(`demo member ${index} missing`);
      return found;
    };

    // The fields every demo record shares, placed with its member.
    const place = (o: DemoRequest) => ({
      userId: member(o.provider).id,
      title: o.title,
      description: o.description,
      category: o.category,
      priceCashCents: o.price.cashCents ?? null,
      priceCoins: o.price.coins ?? null,
      priceUnit: o.price.unit ?? 'fixed',
      price: o.price.note ?? '',
      paymentTypes: [...o.paymentTypes],
    });

    const live: Offer[] = [];
    for (const [i, l] of demoListings.entries()) {
      const offer = await createOffer(tx, {
        ...place(l),
        images: listingImages.slice(i, i + 1),
        status: 'active',
        views: 20 + ((i * 37) % 180),
        createdAt: ago(6 * (i + 1)),
      });
      // A finished deal with a review from the next member, so the listing shows a real rating.
      const deal = await createProposal(tx, {
        offerId: offer.id,
        senderId: member(l.provider + 1).id,
        status: 'completed',
        paymentMethods: [l.paymentTypes[0]],
        currency: l.paymentTypes[0],
        // A cash deal records the listing's cash price as what was paid.
        cashAmountCents: l.paymentTypes[0] === 'cash' ? (l.price.cashCents ?? null) : null,
        completedAt: ago(3 * (i + 1)),
        createdAt: ago(4 * (i + 1)),
      });
      await createReview(tx, {
        proposalId: deal.id,
        rating: l.rating,
        comment: pickDemoReviewComment(l.rating, i),
        createdAt: ago(2 * (i + 1)),
      });
      live.push(offer);
    }
    const payer = member(0);
    const takingCoins = live.filter((o) => o.userId !== payer.id && o.paymentTypes.includes('coins'));
    await seedDemoDeals(tx, payer, takingCoins, now);
    await seedDemoNegotiation(tx, payer, takingCoins.slice(demoDealCount), now);
    const ruled = takingCoins[demoDealCount + 2] ?? takingCoins[0]!;
    const elsewhere = takingCoins.find((offer) => offer.userId !== ruled.userId) ?? takingCoins[0]!;
    await seedRulingDebt(tx, payer, ruled, elsewhere, now);
    await seedDemoConversations(tx, members, now);
    await seedDemoFavourites(tx, members, live, now);
    await seedDemoSavedSearches(tx, payer, live);
    await seedDemoRevision(tx, live, now);

    for (const [i, r] of demoRequests.entries()) {
      await createOffer(tx, { ...place(r), kind: 'request', status: 'active', createdAt: ago(5 * (i + 1)) });
    }
    await seedDemoExpiry(tx, member(4), live, now);
    for (const [i, l] of demoPendingListings.entries()) {
      const images = pendingImages.slice(i, i + 1);
      await createOffer(tx, { ...place(l), images, status: 'pending', createdAt: ago(i + 1) });
    }
    for (const [i, l] of demoRejectedListings.entries()) {
      const images = rejectedImages.slice(i, i + 1);
      const rejection = { status: 'rejected' as const, rejectionReason: l.rejectionReason };
      await createOffer(tx, { ...place(l), images, ...rejection, createdAt: ago(30 + i) });
    }
  });
}

const demoAccounts: DemoAccount[] = [
  { role: 'admin', email: demoAdmin.email, password: defaultPassword },
  ...demoMembers.map((m) => ({ role: 'member' as const, email: m.email, password: defaultPassword })),
  { role: 'suspended', email: demoSuspendedMember.email, password: defaultPassword },
];

/** The demo accounts that still exist, so every start can print them, not only the first. */
export async function findDemoAccounts(db: Executor): Promise<DemoAccount[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        demoAccounts.map((a) => a.email),
      ),
    );
  const present = new Set(rows.map((r) => r.email));
  return demoAccounts.filter((a) => present.has(a.email));
}
