// A proposal's history through the API: a step for its sending and for each move, with who took it, the same for
// both parties, on the details and on every proposal of a list.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProposalView } from '#shared/schemas/proposals.ts';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { proposalRequests, type Signed } from '../../test/proposal-requests.ts';
import { createSignedInMember } from '../../test/session.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { post, get, form, listingOf } = proposalRequests(() => t);

const party = (who: Signed) => ({ id: who.user.id, fullName: who.user.fullName });
/** The history without its times, which are checked apart. */
const steps = (view: ProposalView) => view.history.map(({ action, status, actor }) => ({ action, status, actor }));

async function propose(owner: Signed, sender: Signed): Promise<string> {
  const listing = await listingOf(owner);
  const res = await post(`/api/offers/${listing.id}/proposals`, sender, form());
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

async function act(id: string, action: string, who: Signed): Promise<ProposalView> {
  const res = await post(`/api/proposals/${id}/${action}`, who);
  expect(res.statusCode, action).toBe(200);
  return res.json();
}

describe('proposal history', () => {
  it('records the sending, the acceptance, the delivery and the completion in order, the same for both parties', async () => {
    const owner = await createSignedInMember(t.app);
    const sender = await createSignedInMember(t.app);
    const id = await propose(owner, sender);
    await act(id, 'accept', owner);
    // A cash deal on a service: the owner does the work and delivers it; the sender pays, and confirms it.
    await act(id, 'deliver', owner);
    const completed = await act(id, 'complete', sender);

    expect(steps(completed)).toMatchObject([
      { action: 'send', status: 'pending', actor: party(sender) },
      { action: 'accept', status: 'accepted', actor: party(owner) },
      { action: 'deliver', status: 'delivered', actor: party(owner) },
      { action: 'complete', status: 'completed', actor: party(sender) },
    ]);
    const times = completed.history.map((step) => Date.parse(step.at));
    expect(times.every((time) => !Number.isNaN(time))).toBe(true);
    expect([...times].sort((a, b) => a - b)).toEqual(times);

    const bySender = (await get(`/api/proposals/${id}`, sender)).json() as ProposalView;
    const byOwner = (await get(`/api/proposals/${id}`, owner)).json() as ProposalView;
    expect(bySender.history).toEqual(completed.history);
    expect(byOwner.history).toEqual(completed.history);
  });

  it('records a withdrawal by the sender and a decline by the receiver as the second and last step', async () => {
    const owner = await createSignedInMember(t.app);
    const sender = await createSignedInMember(t.app);
    const withdrawn = await act(await propose(owner, sender), 'cancel', sender);
    expect(steps(withdrawn)).toMatchObject([
      { action: 'send', status: 'pending', actor: party(sender) },
      { action: 'cancel', status: 'cancelled', actor: party(sender) },
    ]);
    const declined = await act(await propose(owner, sender), 'decline', owner);
    expect(steps(declined)).toMatchObject([
      { action: 'send', actor: party(sender) },
      { action: 'decline', status: 'declined', actor: party(owner) },
    ]);
  });

  it('keeps a step whose member deleted their account, with no actor', async () => {
    const owner = await createSignedInMember(t.app);
    const sender = await createSignedInMember(t.app);
    const id = await propose(owner, sender);
    await act(id, 'decline', owner);
    await t.db.delete(users).where(eq(users.id, sender.user.id));
    const view = (await get(`/api/proposals/${id}`, owner)).json() as ProposalView;
    expect(steps(view)).toMatchObject([
      { action: 'send', actor: null },
      { action: 'decline', actor: party(owner) },
    ]);
  });

  it('gives each proposal of a list its own history', async () => {
    const owner = await createSignedInMember(t.app);
    const sender = await createSignedInMember(t.app);
    const pending = await propose(owner, sender);
    const accepted = await propose(owner, sender);
    await act(accepted, 'accept', owner);

    const res = await get('/api/proposals?box=received', owner);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as ProposalView[];
    const byId = new Map(items.map((item) => [item.id, steps(item)]));
    expect(byId.get(pending)).toMatchObject([{ action: 'send', actor: party(sender) }]);
    expect(byId.get(accepted)).toMatchObject([
      { action: 'send', actor: party(sender) },
      { action: 'accept', actor: party(owner) },
    ]);
  });
});
