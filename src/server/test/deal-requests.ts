// What the deal tests send and read: coins deals taken to acceptance or delivery through the API, and the parties'
// coins, notices and emails as stored. Bound to a test file's app, read when called (the app starts in beforeAll).
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ProposalView } from '#shared/schemas/proposals.ts';
import { emailOutbox, notifications, users } from '../db/schema/index.ts';
import type { TestContext } from './app.ts';
import { fundWallet } from './factories.ts';
import { proposalRequests, type Signed } from './proposal-requests.ts';
import { createSignedInMember } from './session.ts';

export function dealRequests(context: () => TestContext) {
  const { post, get, form, listingOf } = proposalRequests(context);

  /**
   * An accepted coins deal on `provider`'s service: the payer (the sender), given `funds` coins, pays 100 DC, held at
   * acceptance.
   */
  async function acceptedDeal({ title = 'Fence repair', funds = 150 } = {}) {
    const t = context();
    const provider = await createSignedInMember(t.app);
    const payer = await createSignedInMember(t.app);
    await fundWallet(t, payer.user.id, { coins: funds });
    const listing = await listingOf(provider, { title });
    const sent = await post(
      `/api/offers/${listing.id}/proposals`,
      payer,
      form({ paymentMethods: ['coins'], coinAmount: 100 }),
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const id: string = sent.json().id;
    expect((await post(`/api/proposals/${id}/accept`, provider)).statusCode).toBe(200);
    return { provider, payer, id };
  }

  /** `payer` sends a coins proposal on `provider`'s listing and `provider` accepts it; the deal's id. */
  async function acceptCoinsDeal(payer: Signed, provider: Signed, coinAmount: number): Promise<string> {
    const listing = await listingOf(provider);
    const sent = await post(
      `/api/offers/${listing.id}/proposals`,
      payer,
      form({ paymentMethods: ['coins'], coinAmount }),
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const accepted = await post(`/api/proposals/${sent.json().id}/accept`, provider);
    expect(accepted.statusCode, accepted.body).toBe(200);
    return sent.json().id;
  }

  async function deliveredDeal(options: Parameters<typeof acceptedDeal>[0] = {}) {
    const deal = await acceptedDeal(options);
    expect((await post(`/api/proposals/${deal.id}/deliver`, deal.provider)).statusCode).toBe(200);
    return deal;
  }

  const view = async (id: string, who: Signed): Promise<ProposalView> =>
    (await get(`/api/proposals/${id}`, who)).json();
  const coinsOf = async (who: Signed) => {
    const [row] = await context()
      .db.select({ available: users.dragonCoins, held: users.heldCoins, convertible: users.convertibleCoins })
      .from(users)
      .where(eq(users.id, who.user.id));
    return row;
  };
  const noticesOf = (who: Signed, type: string) =>
    context()
      .db.select({ title: notifications.title, message: notifications.message, relatedId: notifications.relatedId })
      .from(notifications)
      .where(and(eq(notifications.userId, who.user.id), eq(notifications.type, type)));
  const emailsTo = (who: Signed, template: string) =>
    context()
      .db.select({ payload: emailOutbox.payload })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, who.user.email), eq(emailOutbox.template, template)));

  return {
    post,
    get,
    form,
    listingOf,
    acceptedDeal,
    acceptCoinsDeal,
    deliveredDeal,
    view,
    coinsOf,
    noticesOf,
    emailsTo,
  };
}
