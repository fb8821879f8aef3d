// The page offers exactly what the server allows: for proposals in every state, seen by either party, each action
// the presented `can` flags allow succeeds, and each they withhold is refused with nothing changed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProposalStatus } from '#shared/constants.ts';
import { proposals } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createOffer, createProposal, createReview, fundWallet } from '../../test/factories.ts';
import { createSignedInMember } from '../../test/session.ts';
import { authorizeProposal, type MemberProposalAction, proposalActions } from './policy.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

type Signed = Awaited<ReturnType<typeof createSignedInMember>>;
type Scenario = {
  status: ProposalStatus;
  coins: boolean;
  /** The other party deleted their account (their side of the row is empty). */
  otherGone: boolean;
  /** The viewer has already reviewed the deal. */
  reviewed: boolean;
  viewer: 'sender' | 'receiver';
  /** Who asked to cancel the open deal, if anyone. */
  asked: 'none' | 'viewer' | 'other';
};

const statuses: ProposalStatus[] = [
  'pending',
  'accepted',
  'delivered',
  'declined',
  'cancelled',
  'expired',
  'completed',
];
// A member who deletes their account takes back the cancellation they asked for.
const askers = (status: ProposalStatus, otherGone: boolean): Scenario['asked'][] =>
  status === 'accepted' || status === 'delivered'
    ? ['none', 'viewer', ...(otherGone ? [] : ['other' as const])]
    : ['none'];
const scenarios: Scenario[] = statuses.flatMap((status) =>
  [false, true].flatMap((coins) =>
    [false, true].flatMap((otherGone) =>
      (status === 'completed' ? [false, true] : [false]).flatMap((reviewed) =>
        askers(status, otherGone).flatMap((asked) =>
          (['sender', 'receiver'] as const).map((viewer) => ({ status, coins, otherGone, reviewed, viewer, asked })),
        ),
      ),
    ),
  ),
);

const actionRequests: Record<MemberProposalAction, { path: string; payload?: object }> = {
  accept: { path: 'accept' },
  decline: { path: 'decline' },
  cancel: { path: 'cancel' },
  deliver: { path: 'deliver' },
  complete: { path: 'complete' },
  'request-cancellation': { path: 'request-cancellation', payload: { reason: 'Plans changed.' } },
  'decline-cancellation': { path: 'decline-cancellation' },
  'agree-cancellation': { path: 'agree-cancellation' },
  'cancel-deal': { path: 'cancel-deal', payload: { reason: 'I cannot do it after all.' } },
  counter: {
    path: 'counter',
    payload: { version: 1, paymentMethods: ['cash'], cashAmountCents: 5500, note: 'Two hours' },
  },
  'open-dispute': {
    path: 'dispute',
    payload: { reason: 'not delivered', statement: 'Nothing arrived.' },
  },
  'withdraw-dispute': { path: 'dispute/withdraw' },
  review: { path: 'review', payload: { rating: 5, comment: 'Good to deal with.' } },
  message: { path: 'messages', payload: { content: 'Hello about our deal.' } },
};

let sender: Signed;
let receiver: Signed;
async function meetNewParties() {
  [sender, receiver] = [await createSignedInMember(t.app), await createSignedInMember(t.app)];
  // Enough for every coins deal completed below.
  await fundWallet(t, sender.user.id, { coins: 10_000 });
}
beforeAll(meetNewParties);

/** A proposal of the scenario's shape, from `sender` on a listing of `receiver`'s. */
async function makeProposal(scenario: Scenario): Promise<string> {
  const offer = await createOffer(t, { userId: receiver.user.id, paymentTypes: ['cash', 'coins'] });
  const proposal = await createProposal(t, {
    offerId: offer.id,
    senderId: sender.user.id,
    status: scenario.status,
    ...(scenario.coins ? { paymentMethods: ['coins'], currency: 'coins', coinAmount: 10 } : {}),
  });
  const viewerId = scenario.viewer === 'sender' ? sender.user.id : receiver.user.id;
  const otherId = scenario.viewer === 'sender' ? receiver.user.id : sender.user.id;
  if (scenario.reviewed) {
    await createReview(t, { proposalId: proposal.id, reviewerId: viewerId, revieweeId: otherId });
  }
  if (scenario.asked !== 'none') {
    const asker = scenario.asked === 'viewer' ? viewerId : otherId;
    await t.db
      .update(proposals)
      .set({ cancelRequestedById: asker, cancelReason: 'Plans changed.', cancelRequestedAt: new Date(t.ctx.clock()) })
      .where(eq(proposals.id, proposal.id));
  }
  if (scenario.otherGone) {
    const gone = scenario.viewer === 'sender' ? { receiverId: null } : { senderId: null };
    await t.db.update(proposals).set(gone).where(eq(proposals.id, proposal.id));
  }
  return proposal.id;
}

const label = (s: Scenario, action: string) =>
  `${action} by the ${s.viewer} of a ${s.status}${s.coins ? ' coins' : ''} proposal` +
  `${s.otherGone ? ', the other party gone' : ''}${s.reviewed ? ', already reviewed' : ''}` +
  `${s.asked === 'none' ? '' : `, cancellation asked by the ${s.asked}`}`;

describe('the proposal policy', () => {
  let allowed = 0;
  let tried = 0;
  // A test per state, each with new parties: every scenario sends a message, and a member may send 30 a minute.
  // A refusal changes nothing (checked), so one proposal of the scenario takes every refused action in turn; each
  // allowed action gets a proposal of its own, whose flags are read again.
  it.each(statuses)(
    'agrees with the server on every action on %s proposals',
    async (status) => {
      await meetNewParties();
      for (const scenario of scenarios.filter((s) => s.status === status)) {
        const who = scenario.viewer === 'sender' ? sender : receiver;
        const readFlags = async (id: string): Promise<Record<MemberProposalAction, boolean>> => {
          const shown = await t.app.inject({
            method: 'GET',
            url: `/api/proposals/${id}`,
            headers: { cookie: who.cookie },
          });
          expect(shown.statusCode).toBe(200);
          return shown.json().can;
        };
        const refusedOn = await makeProposal(scenario);
        const can = await readFlags(refusedOn);
        for (const action of proposalActions) {
          const id = can[action] ? await makeProposal(scenario) : refusedOn;
          if (can[action]) expect((await readFlags(id))[action], label(scenario, action)).toBe(true);
          const { path, payload } = actionRequests[action];
          const res = await t.app.inject({
            method: 'POST',
            url: `/api/proposals/${id}/${path}`,
            headers: { cookie: who.cookie },
            ...(payload ? { payload } : {}),
          });
          const context = `${label(scenario, action)}: ${res.body}`;
          tried++;
          if (can[action]) {
            allowed++;
            expect(res.statusCode, context).toBeLessThan(300);
          } else {
            expect([403, 409], context).toContain(res.statusCode);
            const [after] = await t.db.select({ status: proposals.status }).from(proposals).where(eq(proposals.id, id));
            expect(after?.status, context).toBe(scenario.status);
          }
        }
      }
    },
    60_000,
  );

  it(`allows some and refuses some of the ${scenarios.length} scenarios' actions`, () => {
    // A policy that allowed nothing, or everything, would not pass.
    expect(tried).toBe(scenarios.length * proposalActions.length);
    expect(allowed).toBeGreaterThan(20);
    expect(allowed).toBeLessThan(tried - 20);
  });

  it('offers the delivery to the provider only and the confirmation to the payer only', async () => {
    // On a service the sender pays: the receiver (the listing's owner) does the work.
    const cases = [
      { status: 'accepted', who: receiver, can: { deliver: true, complete: false } },
      { status: 'accepted', who: sender, can: { deliver: false, complete: false } },
      { status: 'delivered', who: sender, can: { deliver: false, complete: true } },
      { status: 'delivered', who: receiver, can: { deliver: false, complete: false } },
    ] as const;
    for (const { status, who, can } of cases) {
      const id = await makeProposal({
        status,
        coins: true,
        otherGone: false,
        reviewed: false,
        viewer: 'sender',
        asked: 'none',
      });
      const shown = await t.app.inject({ method: 'GET', url: `/api/proposals/${id}`, headers: { cookie: who.cookie } });
      expect(shown.json().can, `${status}, ${who === sender ? 'payer' : 'provider'}`).toMatchObject(can);
    }
  });

  it("refuses the clock's moves to every member and never offers them", async () => {
    const offer = await createOffer(t, { userId: receiver.user.id });
    const proposal = await createProposal(t, { offerId: offer.id, senderId: sender.user.id });
    for (const who of [sender, receiver]) {
      for (const action of ['expire', 'auto-complete'] as const) {
        expect(() => authorizeProposal(who.user, { proposal, reviewed: false, askedToCancel: false }, action)).toThrow(
          expect.objectContaining({ status: 403 }),
        );
      }
      const shown = await t.app.inject({
        method: 'GET',
        url: `/api/proposals/${proposal.id}`,
        headers: { cookie: who.cookie },
      });
      expect(Object.keys(shown.json().can)).not.toContain('expire');
      expect(Object.keys(shown.json().can)).not.toContain('auto-complete');
    }
    expect(proposalActions).not.toContain('expire');
    expect(proposalActions).not.toContain('auto-complete');
  });
});
