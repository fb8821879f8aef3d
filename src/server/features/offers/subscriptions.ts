// "Get Notified When Available": one row per member and category, removed when the alert is sent (publish.ts).
import { and, eq } from 'drizzle-orm';
import { findCategoryBySlug } from '#shared/categories.ts';
import type { Database } from '../../db/client.ts';
import { categorySubscriptions } from '../../db/schema/index.ts';
import { badRequest } from '../../platform/errors.ts';

// The route's schema already refuses unknown slugs; this keeps the service safe for any other caller.
function categoryNameOf(slug: string): string {
  const category = findCategoryBySlug(slug);
  if (!category) throw badRequest('VALIDATION_ERROR', 'Unknown category', { slug: 'Unknown category' });
  return category.name;
}

export async function isSubscribedToCategory(db: Database, userId: string, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: categorySubscriptions.userId })
    .from(categorySubscriptions)
    .where(and(eq(categorySubscriptions.userId, userId), eq(categorySubscriptions.category, categoryNameOf(slug))));
  return Boolean(row);
}

/** Idempotent: subscribing twice keeps the first subscription. */
export async function subscribeToCategory(db: Database, userId: string, slug: string): Promise<void> {
  await db
    .insert(categorySubscriptions)
    .values({ userId, category: categoryNameOf(slug) })
    .onConflictDoNothing();
}

/** Idempotent: removing a subscription that does not exist is not an error. */
export async function unsubscribeFromCategory(db: Database, userId: string, slug: string): Promise<void> {
  await db
    .delete(categorySubscriptions)
    .where(and(eq(categorySubscriptions.userId, userId), eq(categorySubscriptions.category, categoryNameOf(slug))));
}
