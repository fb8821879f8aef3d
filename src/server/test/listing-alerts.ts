import { listingNoticesJob } from '../features/favourites/notices.ts';
import { listingAlertsJob } from '../features/offers/alert-fan-out.ts';
import type { TestContext } from './app.ts';

/**
 * Runs the batches of listing alerts and notices due (alert-fan-out.ts, favourites/notices.ts) and those they
 * schedule, until none is left; returns how many ran.
 */
export async function deliverListingAlerts(t: Pick<TestContext, 'ctx'>): Promise<number> {
  let ran = 0;
  for (;;) {
    const batch = await t.ctx.jobs.runDue([listingAlertsJob, listingNoticesJob]);
    if (batch === 0) return ran;
    ran += batch;
  }
}

/** Runs only the batches of queued listing notices (favourites/notices.ts): favourites and category alerts. */
export async function deliverListingNotices(t: Pick<TestContext, 'ctx'>): Promise<number> {
  let ran = 0;
  for (;;) {
    const batch = await t.ctx.jobs.runDue([listingNoticesJob]);
    if (batch === 0) return ran;
    ran += batch;
  }
}
