import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { emailOutbox } from '../db/schema/index.ts';

type Queued = typeof emailOutbox.$inferSelect;

/**
 * The newest queued email of a template for an address. better-auth queues the reset email in the background
 * (so the response's timing does not tell whether the address exists), so it may land just after the response.
 */
export async function waitForEmail(db: Database, to: string, template: string, timeoutMs = 5000): Promise<Queued> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, template)))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no ${template} email for ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
