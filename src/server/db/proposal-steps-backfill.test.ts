// Migration 0014 gives the proposals made before histories were kept one: proposals written the old way (no
// steps), then its backfill statement run as the migration runs it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/app.ts';
import { createOffer, createUser } from '../test/factories.ts';
import { migrationsFolder } from './client.ts';
import { proposals, proposalSteps } from './schema/index.ts';

describe('the proposal history backfill', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.dispose());

  async function readBackfill(): Promise<string> {
    const migration = await readFile(path.join(migrationsFolder, '0014_proposal_steps.sql'), 'utf8');
    const statement = migration
      .split('--> statement-breakpoint')
      .find((s) => s.includes('INSERT INTO "proposal_steps"'));
    if (!statement) throw new Error('0014_proposal_steps.sql has no backfill');
    return statement;
  }

  it('gives each proposal its sending and the step to its current state, inventing no acceptance', async () => {
    const db = database.db;
    const [owner, sender] = [await createUser(db), await createUser(db)];
    const offer = await createOffer(db, { userId: owner.id });
    const at = (day: number) => new Date(Date.UTC(2025, 0, day));
    const old = (status: (typeof proposals.$inferInsert)['status'], more: Partial<typeof proposals.$inferInsert>) => ({
      senderId: sender.id,
      receiverId: owner.id,
      offerId: offer.id,
      payerId: sender.id,
      listingTitle: offer.title,
      paymentMethods: ['cash'],
      currency: 'cash' as const,
      contactName: 'Old Sender',
      contactEmail: 'old@example.com',
      status,
      createdAt: at(1),
      updatedAt: at(2),
      ...more,
    });
    // Written straight into the table, as before the history: none of them has a step.
    const rows = await db
      .insert(proposals)
      .values([
        old('pending', {}),
        old('accepted', {}),
        old('declined', {}),
        old('cancelled', {}),
        old('completed', { completedAt: at(3), updatedAt: at(4) }),
        old('completed', { payerId: null }),
      ])
      .returning({ id: proposals.id });
    const ids = rows.map((row) => row.id);

    await db.execute(sql.raw(await readBackfill()));

    const steps = await db
      .select({
        proposalId: proposalSteps.proposalId,
        actorId: proposalSteps.actorId,
        action: proposalSteps.action,
        status: proposalSteps.status,
        at: proposalSteps.createdAt,
      })
      .from(proposalSteps)
      .where(inArray(proposalSteps.proposalId, ids));
    const historyOf = (id: string | undefined) =>
      steps
        .filter((step) => step.proposalId === id)
        .sort((a, b) => a.at.getTime() - b.at.getTime())
        .map(({ actorId, action, status, at }) => ({ actorId, action, status, at }));
    const sent = { actorId: sender.id, action: 'send', status: 'pending', at: at(1) };

    const [pending, accepted, declined, cancelled, completed, unpaid] = ids;
    expect(historyOf(pending)).toEqual([sent]);
    expect(historyOf(accepted)).toEqual([sent, { actorId: owner.id, action: 'accept', status: 'accepted', at: at(2) }]);
    expect(historyOf(declined)).toEqual([
      sent,
      { actorId: owner.id, action: 'decline', status: 'declined', at: at(2) },
    ]);
    expect(historyOf(cancelled)).toEqual([
      sent,
      { actorId: sender.id, action: 'cancel', status: 'cancelled', at: at(2) },
    ]);
    expect(historyOf(completed)).toEqual([
      sent,
      { actorId: sender.id, action: 'complete', status: 'completed', at: at(3) },
    ]);
    // No payer recorded: completed by someone unknown, when it last changed.
    expect(historyOf(unpaid)).toEqual([sent, { actorId: null, action: 'complete', status: 'completed', at: at(2) }]);
  });
});
