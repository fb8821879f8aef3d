// Counter-offers: the receiver of a pending proposal, then each side in turn, answers its latest version with new
// terms; only the latest version is accepted, by the side that did not offer it, and its coins are held. Through the
// API, with the app's clock for the expiry each version restarts.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '#shared/constants.ts';
import type { ProposalView } from '#shared/schemas/proposals.ts';
import { messages, offers, proposals, proposalVersions } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createManualClock, day } from '../../test/clock.ts';
import { dealRequests } from '../../test/deal-requests.ts';
import { fundWallet } from '../../test/factories.ts';
import type { Signed } from '../../test/proposal-requests.ts';
import { createSignedInMember } from '../../test/session.ts';

const time = createManualClock();

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
}, 120_000);
afterAll(() => t.close());

const { post, get, form, listingOf, view, coinsOf, noticesOf, emailsTo } = dealRequests(() => t);

/** A coins proposal of 60 DC from a funded payer on `provider`'s service. */
async function coinsProposal() {
  const provider = await createSignedInMember(t.app);
  const payer = await createSignedInMember(t.app);
  await fundWallet(t, payer.user.id, { coins: 200 });
  const listing = await listingOf(provider, { title: 'Garden design', paymentTypes: ['cash', 'coins'] });
  const sent = await post(
    `/api/offers/${listing.id}/proposals`,
    payer,
    form({ paymentMethods: ['coins'], coinAmount: 60 }),
  );
  expect(sent.statusCode, sent.body).toBe(201);
  return { provider, payer, id: sent.json().id as string };
}

const counter = (version: number, terms: object = {}) => ({
  version,
  paymentMethods: ['coins'],
  coinAmount: 80,
  note: 'Includes the planting plan',
  ...terms,
});

async function counterOk(id: string, who: Signed, body: object): Promise<ProposalView> {
  const answered = await post(`/api/proposals/${id}/counter`, who, body);
  expect(answered.statusCode, answered.body).toBe(200);
  return answered.json();
}

describe('countering a proposal', () => {
  it('needs a signed-in party whose turn it is, new terms and the latest version, and changes nothing otherwise', async () => {
    const { provider, payer, id } = await coinsProposal();
    const stranger = await createSignedInMember(t.app);
    const unsigned = await t.app.inject({ method: 'POST', url: `/api/proposals/${id}/counter`, payload: counter(1) });
    expect(unsigned.statusCode).toBe(401);

    const noCoins = await post(`/api/proposals/${id}/counter`, provider, counter(1, { coinAmount: undefined }));
    expect(noCoins.statusCode).toBe(400);
    expect(noCoins.json().error.fields.coinAmount).toBe('Enter a whole number of Dragon Coins');
    const fraction = await post(`/api/proposals/${id}/counter`, provider, counter(1, { coinAmount: 12.5 }));
    expect(fraction.statusCode).toBe(400);
    const unchanged = await post(`/api/proposals/${id}/counter`, provider, counter(1, { coinAmount: 60, note: '' }));
    expect(unchanged.statusCode).toBe(400);
    expect(unchanged.json().error.message).toBe('A counter-offer must change at least one term');
    const refusedMethod = await post(
      `/api/proposals/${id}/counter`,
      provider,
      counter(1, { paymentMethods: ['trade'], tradeDescription: 'A day of weeding' }),
    );
    expect(refusedMethod.statusCode).toBe(400);
    expect(refusedMethod.json().error.message).toBe('This listing does not accept trade');

    const ownTurn = await post(`/api/proposals/${id}/counter`, payer, counter(1));
    expect(ownTurn.statusCode).toBe(403);
    expect(ownTurn.json().error.message).toBe('Only the receiver of this proposal can counter it');
    expect((await post(`/api/proposals/${id}/counter`, stranger, counter(1))).statusCode).toBe(403);
    const stale = await post(`/api/proposals/${id}/counter`, provider, counter(2));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('STALE_VERSION');

    const untouched = await view(id, payer);
    expect(untouched).toMatchObject({ version: 1, coinAmount: 60, turn: 'receiver' });
    expect(untouched.versions).toHaveLength(1);
  });

  it('adds a version that passes the turn, shows what changed, and tells the other side', async () => {
    const { provider, payer, id } = await coinsProposal();
    const countered = await counterOk(id, provider, counter(1));
    expect(countered).toMatchObject({
      status: 'pending',
      version: 2,
      coinAmount: 80,
      turn: 'sender',
      can: { accept: false, decline: false, counter: false },
    });
    expect(countered.versions.map((v) => [v.number, v.author?.id, v.changed])).toEqual([
      [1, payer.user.id, []],
      [2, provider.user.id, ['coinAmount', 'note']],
    ]);
    expect(countered.versions[1]).toMatchObject({ coinAmount: 80, note: 'Includes the planting plan' });
    expect((await view(id, payer)).can).toMatchObject({ accept: true, decline: true, counter: true, cancel: true });
    expect(await noticesOf(payer, 'counter_offer')).toEqual([
      {
        title: 'Counter-offer received',
        message: `${provider.user.fullName} sent a counter-offer on "Garden design". Accept it, counter or decline.`,
        relatedId: id,
      },
    ]);
    expect(await emailsTo(payer, 'counter_offer')).toHaveLength(1);
    expect((await view(id, payer)).history.map((step) => step.action)).toEqual(['send', 'counter']);
  });

  it('takes turns until the latest version is accepted by the side that did not offer it, holding its coins', async () => {
    const { provider, payer, id } = await coinsProposal();
    await counterOk(id, provider, counter(1, { coinAmount: 90 }));
    await counterOk(id, payer, counter(2, { coinAmount: 75, note: 'Planting plan, no watering system' }));
    // The provider's page still showed the first version: the terms changed under it.
    const stale = await post(`/api/proposals/${id}/accept`, provider, { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({
      code: 'STALE_VERSION',
      message: 'This proposal has a newer version; read it before answering',
    });
    expect(await coinsOf(payer)).toMatchObject({ available: 200, held: 0 });
    const ownVersion = await post(`/api/proposals/${id}/accept`, payer, { version: 3 });
    expect(ownVersion.statusCode).toBe(403);

    const accepted = await post(`/api/proposals/${id}/accept`, provider, { version: 3 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', version: 3, coinAmount: 75, turn: null });
    expect(await coinsOf(payer)).toMatchObject({ available: 125, held: 75 });
    expect(await noticesOf(payer, 'offer_accepted')).toHaveLength(1);
  });

  it('answers STALE_VERSION to an acceptance that lost to a counter-offer, from either tab (issue 31, point 6)', async () => {
    const { provider, payer, id } = await coinsProposal();
    // The provider's other tab countered first; this one still accepts the first version.
    await counterOk(id, provider, counter(1));
    const lost = await post(`/api/proposals/${id}/accept`, provider, { version: 1 });
    expect(lost.statusCode).toBe(409);
    expect(lost.json().error).toEqual({
      code: 'STALE_VERSION',
      message: 'This proposal has a newer version; read it before answering',
    });
    const lostDecline = await post(`/api/proposals/${id}/decline`, provider, { version: 1 });
    expect(lostDecline.json().error.code).toBe('STALE_VERSION');
    // The payer's own tabs: one countered back, the other accepts the version that counter replaced.
    await counterOk(id, payer, counter(2, { coinAmount: 70 }));
    const payerLost = await post(`/api/proposals/${id}/accept`, payer, { version: 2 });
    expect(payerLost.statusCode).toBe(409);
    expect(payerLost.json().error.code).toBe('STALE_VERSION');
    // A stranger is refused as before, whatever version they name.
    const stranger = await createSignedInMember(t.app);
    expect((await post(`/api/proposals/${id}/accept`, stranger, { version: 1 })).statusCode).toBe(403);
    expect(await view(id, payer)).toMatchObject({ status: 'pending', version: 3, coinAmount: 70, turn: 'receiver' });
    expect(await coinsOf(payer)).toMatchObject({ available: 200, held: 0 });
  });

  it("lets the sender accept the receiver's counter-offer: the receiver hears of it and gets the message", async () => {
    const { provider, payer, id } = await coinsProposal();
    await counterOk(id, provider, counter(1, { coinAmount: 70 }));
    const accepted = await post(`/api/proposals/${id}/accept`, payer, { version: 2 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await coinsOf(payer)).toMatchObject({ available: 130, held: 70 });
    expect(await noticesOf(provider, 'offer_accepted')).toHaveLength(1);
    expect(await noticesOf(payer, 'offer_accepted')).toHaveLength(0);
    const [message] = await t.db
      .select({ senderId: messages.senderId, receiverId: messages.receiverId })
      .from(messages)
      .where(eq(messages.senderId, payer.user.id));
    expect(message).toEqual({ senderId: payer.user.id, receiverId: provider.user.id });
  });

  it('checks coins against the payer at acceptance, not at the counter-offer', async () => {
    const { provider, payer, id } = await coinsProposal();
    await counterOk(id, provider, counter(1, { coinAmount: 500 }));
    const short = await post(`/api/proposals/${id}/accept`, payer, { version: 2 });
    expect(short.statusCode).toBe(409);
    expect(short.json().error.code).toBe('PAYER_SHORT');
    expect((await view(id, payer)).status).toBe('pending');
  });

  it('declines the latest version, and takes no counter once the proposal is decided', async () => {
    const { provider, payer, id } = await coinsProposal();
    await counterOk(id, provider, counter(1));
    const declined = await post(`/api/proposals/${id}/decline`, payer, { version: 2 });
    expect(declined.json()).toMatchObject({ status: 'declined' });
    expect(await noticesOf(provider, 'offer_declined')).toHaveLength(1);
    const late = await post(`/api/proposals/${id}/counter`, provider, counter(2, { coinAmount: 65 }));
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('This proposal is declined, so it cannot be countered');
  });

  it("refuses a counter-offer's acceptance once the member who made it has left, leaving it to decline", async () => {
    const { provider, payer, id } = await coinsProposal();
    await counterOk(id, provider, counter(1));
    // Deleting the account leaves the proposal pending and its offer without anyone behind it.
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { cookie: provider.cookie },
      payload: { confirmation: 'DELETE' },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await view(id, payer)).can).toMatchObject({ accept: false, counter: false, decline: true });
    const accepted = await post(`/api/proposals/${id}/accept`, payer, { version: 2 });
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().error.code).toBe('OFFERER_GONE');
    expect(await coinsOf(payer)).toMatchObject({ available: 200, held: 0 });
    expect((await post(`/api/proposals/${id}/decline`, payer, { version: 2 })).json().status).toBe('declined');
  });

  it('takes no counter-offer once the listing is no longer live', async () => {
    const { provider, id } = await coinsProposal();
    const [row] = await t.db.select({ offerId: proposals.offerId }).from(proposals).where(eq(proposals.id, id));
    await t.db.update(offers).set({ status: 'paused' }).where(eq(offers.id, row!.offerId!));
    const paused = await post(`/api/proposals/${id}/counter`, provider, counter(1));
    expect(paused.statusCode).toBe(409);
    expect(paused.json().error.code).toBe('LISTING_CLOSED');
  });

  it(`stops at ${limits.proposalVersionsMax} versions`, async () => {
    const { provider, payer, id } = await coinsProposal();
    for (let version = 1; version < limits.proposalVersionsMax; version += 1) {
      const who = version % 2 === 1 ? provider : payer;
      await counterOk(id, who, counter(version, { coinAmount: 60 + version }));
    }
    const next = limits.proposalVersionsMax % 2 === 1 ? provider : payer;
    const tooMany = await post(
      `/api/proposals/${id}/counter`,
      next,
      counter(limits.proposalVersionsMax, { coinAmount: 1 }),
    );
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.code).toBe('TOO_MANY_VERSIONS');
    expect(await t.db.$count(proposalVersions, and(eq(proposalVersions.proposalId, id)))).toBe(
      limits.proposalVersionsMax,
    );
    expect((await view(id, next)).can).toMatchObject({ counter: false, accept: true });
  });
});

describe("a counter-offer's time", () => {
  it('restarts the expiry, and reminds the member whose turn it is a day before', async () => {
    const { provider, payer, id } = await coinsProposal();
    time.advance(10 * day);
    await t.ctx.jobs.runDue();
    await counterOk(id, provider, counter(1));
    // Past the first version's 14 days, not the counter-offer's.
    time.advance(12 * day);
    await t.ctx.jobs.runDue();
    expect((await view(id, payer)).status).toBe('pending');
    expect(await noticesOf(payer, 'proposal_reminder')).toHaveLength(0);
    time.advance(1 * day + 1000);
    await t.ctx.jobs.runDue();
    expect(await noticesOf(payer, 'proposal_reminder')).toEqual([
      {
        title: 'Proposal expires tomorrow',
        message: 'The proposal for "Garden design" expires tomorrow unless you accept, counter or decline it.',
        relatedId: id,
      },
    ]);
    expect(await noticesOf(provider, 'proposal_reminder')).toHaveLength(0);
    expect(await emailsTo(payer, 'proposal_reminder')).toHaveLength(1);
    time.advance(1 * day);
    await t.ctx.jobs.runDue();
    expect((await view(id, payer)).status).toBe('expired');
    // The one who offered the version that expired hears of it.
    expect(await noticesOf(provider, 'proposal_expired')).toHaveLength(1);
  });
});

describe('the proposals in a conversation', () => {
  it("shows both members every proposal between them, with versions, and no one else's", async () => {
    const { provider, payer, id } = await coinsProposal();
    await counterOk(id, provider, counter(1));
    const accepted = await post(`/api/proposals/${id}/accept`, payer, { version: 2 });
    expect(accepted.statusCode).toBe(200);
    const listing = await listingOf(payer, { title: 'Bike repair' });
    const reverse = await post(`/api/offers/${listing.id}/proposals`, provider, form());
    expect(reverse.statusCode).toBe(201);
    const [conversation] = await t.db
      .select({ id: messages.conversationId })
      .from(messages)
      .where(eq(messages.senderId, payer.user.id));

    for (const member of [payer, provider]) {
      const answer = await get(`/api/conversations/${conversation!.id}/proposals`, member);
      expect(answer.statusCode).toBe(200);
      const items: ProposalView[] = answer.json().items;
      expect(items.map((item) => [item.listing.title, item.status, item.versions.length])).toEqual([
        ['Garden design', 'accepted', 2],
        ['Bike repair', 'pending', 1],
      ]);
    }
    const stranger = await createSignedInMember(t.app);
    expect((await get(`/api/conversations/${conversation!.id}/proposals`, stranger)).statusCode).toBe(404);
  });
});
