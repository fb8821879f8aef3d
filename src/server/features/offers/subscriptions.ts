// "Get Notified When Available": one row per member and category, removed when the alert is sent (publish.ts).
// The alert is for a category's first live service, so a category that has one takes no new subscriptions.
import { and, eq, ne } from 'drizzle-orm';
import { findCategoryBySlug } from '#shared/categories.ts';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { lockInSpace } from '../../db/locks.ts';
import { isLiveListing } from '../../db/live-listing.ts';
import { categorySubscriptions, offers } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../platform/errors.ts';

type MemberCategory = { userId: string; slug: string };

/**
 * Serialises, per category, a member subscribing and a service going live (publish.ts); held until commit.
 * Without it, under READ COMMITTED, a PUT could look for a live service while an approval is uncommitted (none
 * seen), insert its row after the approval's DELETE took its snapshot (row not seen either), and both commit: the
 * member is told they will hear, and never does. With it, whoever comes second sees what the first committed: a
 * PUT after an approval gets 409 at once, an approval after a PUT alerts that member. The caller's reads must
 * be statements after this one, so their snapshots are taken once the lock is held.
 */
export async function lockCategory(tx: Transaction, category: string): Promise<void> {
  await lockInSpace(tx, 'category', category);
}

/** Whether the category page lists something: a live service (requests are listed elsewhere). */
export async function hasLiveService(
  db: Executor,
  { category, exceptId }: { category: string; exceptId?: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(
      and(
        eq(offers.category, category),
        isLiveListing(),
        eq(offers.kind, 'service'),
        exceptId ? ne(offers.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

// The route takes any slug from the path: an unknown one is refused here, naming the field as a form error does.
function readCategoryName(slug: string): string {
  const category = findCategoryBySlug(slug);
  if (!category) throw badRequest('VALIDATION_ERROR', 'Unknown category', { slug: 'Unknown category' });
  return category.name;
}

export async function isSubscribedToCategory(db: Database, { userId, slug }: MemberCategory): Promise<boolean> {
  const [row] = await db
    .select({ userId: categorySubscriptions.userId })
    .from(categorySubscriptions)
    .where(and(eq(categorySubscriptions.userId, userId), eq(categorySubscriptions.category, readCategoryName(slug))));
  return Boolean(row);
}

/**
 * Idempotent: subscribing twice keeps the first subscription. A category with a live service returns 409: its
 * first listing has already come (the member's page was out of date), so there is nothing left to wait for.
 */
export async function subscribeToCategory(db: Database, { userId, slug }: MemberCategory): Promise<void> {
  const category = readCategoryName(slug);
  await db.transaction(async (tx) => {
    await lockCategory(tx, category);
    if (await hasLiveService(tx, { category })) {
      throw conflict('CATEGORY_AVAILABLE', `${category} already has listings. Reload the page to see them.`);
    }
    await tx.insert(categorySubscriptions).values({ userId, category }).onConflictDoNothing();
  });
}

/**
 * Idempotent: removing a subscription that does not exist is not an error. No category lock: racing an alert,
 * either this DELETE goes first (no alert) or the alert does (the member heard, and there is nothing to remove).
 */
export async function unsubscribeFromCategory(db: Database, { userId, slug }: MemberCategory): Promise<void> {
  await db
    .delete(categorySubscriptions)
    .where(and(eq(categorySubscriptions.userId, userId), eq(categorySubscriptions.category, readCategoryName(slug))));
}
