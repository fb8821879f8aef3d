import { listingAlertsJob } from '../features/offers/alert-fan-out.ts';
import type { TestContext } from './app.ts';

/** Runs the listing alerts' batches due and those they schedule, until none is left; returns how many ran. */
export async function deliverListingAlerts(t: Pick<TestContext, 'ctx'>): Promise<number> {
  let ran = 0;
  for (;;) {
    const batch = await t.ctx.jobs.runDue([listingAlertsJob]);
    if (batch === 0) return ran;
    ran += batch;
  }
}
