// Coins a member earned in a deal, for tests of what only earned coins may do (convert to cash): a payer made for
// it is funded and pays them through the ledger as a coins deal does.
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { transferCoins } from '../features/wallet/ledger.ts';
import { transactWithEvents } from '../platform/events/record.ts';
import { createUser, fundWallet } from './factories.ts';

export async function earnCoins(target: Database | { ctx: AppContext }, userId: string, coins: number) {
  const db = 'ctx' in target ? target.ctx.db : target;
  const events = 'ctx' in target ? target.ctx.events : null;
  const payer = await createUser(db);
  await fundWallet(target, payer.id, { coins });
  await transactWithEvents({ db, events }, (tx) =>
    transferCoins(tx, {
      fromUserId: payer.id,
      toUserId: userId,
      coins,
      description: 'Test deal',
      idempotencyKey: `deal:${randomUUID()}`,
    }),
  );
}
