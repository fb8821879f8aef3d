// Listings that expire (issue 34), in the demo: every live listing lives the default 90 days from when it was
// posted; one of Grace's expires in three days (its reminder is due at the first start, so she is told), and one of
// hers has expired already. Grace also gets her listing and review news as a digest, with quiet hours.
import { sql } from 'drizzle-orm';
import { describeExpiredNotice } from '../../features/offers/expiry.ts';
import { scheduleListingExpiry } from '../../features/offers/expiry-schedule.ts';
import { createNotification, createOffer, type Offer, type User } from '../../test/factories.ts';
import type { Database } from '../client.ts';
import { notificationPreferences, offers, scheduledJobs, users } from '../schema/index.ts';

const dayMs = 24 * 60 * 60 * 1000;
const expiredTitle = 'Sourdough Bread Workshop';

export async function seedDemoExpiry(tx: Database, owner: User, live: Offer[], now: Date): Promise<void> {
  await tx.execute(sql`
    UPDATE ${offers} SET expires_at = created_at + interval '90 days' WHERE status = 'active'`);
  await tx.execute(sql`
    INSERT INTO ${scheduledJobs} (kind, key, run_at)
    SELECT job_kind, id::text,
      CASE job_kind WHEN 'listing.expire' THEN expires_at ELSE expires_at - interval '7 days' END
    FROM ${offers}, (VALUES ('listing.expire'), ('listing.expiry-reminder')) AS jobs(job_kind)
    WHERE status = 'active'`);

  const own = live.filter((offer) => offer.userId === owner.id);
  const soon = own[0];
  if (soon) {
    const expiresAt = new Date(now.getTime() + 3 * dayMs);
    await tx.execute(sql`UPDATE ${offers} SET expires_at = ${expiresAt} WHERE id = ${soon.id}`);
    await scheduleListingExpiry(tx, soon.id, expiresAt);
  }
  const expired = await createOffer(tx, {
    userId: owner.id,
    title: expiredTitle,
    description:
      'A morning of mixing, shaping and baking two loaves from a live starter, which you take home with a jar of it.',
    category: own[0]?.category ?? 'Education & Tutoring',
    priceCashCents: 4500,
    paymentTypes: ['cash'],
    images: own[0]?.images ?? [],
    status: 'expired',
    expiresAt: new Date(now.getTime() - 2 * dayMs),
    createdAt: new Date(now.getTime() - 92 * dayMs),
  });
  await createNotification(tx, { ...describeExpiredNotice(expired), createdAt: new Date(now.getTime() - 2 * dayMs) });

  await tx
    .update(users)
    .set({ timeZone: 'Europe/London', quietHoursStart: 22 * 60, quietHoursEnd: 7 * 60 })
    .where(sql`${users.id} = ${owner.id}`);
  await tx.insert(notificationPreferences).values([
    { userId: owner.id, kind: 'listings', inApp: true, email: 'daily', push: true },
    { userId: owner.id, kind: 'reviews', inApp: true, email: 'weekly', push: false },
  ]);
}
