// A listing's page offers exactly what the server allows its viewer (decision 040): GET /api/offers/:id carries the
// viewer's `can` flags, each flag it sets is an action that succeeds, each it withholds one that is refused, and one
// viewer's flags never reach another's answer.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createOffer } from '../../test/factories.ts';
import { proposalRequests, type Signed } from '../../test/proposal-requests.ts';
import { createSignedInMember } from '../../test/session.ts';

let t: TestContext;
let owner: Signed;
let member: Signed;
let admin: Signed;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createSignedInMember(t.app);
  member = await createSignedInMember(t.app);
  admin = await createSignedInMember(t.app, { role: 'admin' });
}, 120_000);
afterAll(() => t.close());

const { post, form, listingOf } = proposalRequests(() => t);

type Can = { propose: boolean; message: boolean; favourite: boolean; edit: boolean };
const all: Can = { propose: true, message: true, favourite: true, edit: false };
const none: Can = { propose: false, message: false, favourite: false, edit: false };

async function read(id: string, who?: Signed, remoteAddress = '10.9.9.9') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/offers/${id}`,
    headers: who ? { cookie: who.cookie } : {},
    remoteAddress,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}
const flagsOf = async (id: string, who?: Signed) => (await read(id, who)).json().can as Can;

// Each flag's action, as the page would take it.
const actions: Record<keyof Can, (id: string, who: Signed) => ReturnType<typeof post>> = {
  propose: (id, who) => post(`/api/offers/${id}/proposals`, who, form()),
  message: (_id, who) => post('/api/conversations', who, { participantId: owner.user.id }),
  favourite: (id, who) =>
    t.app.inject({ method: 'PUT', url: `/api/me/favourites/${id}`, headers: { cookie: who.cookie } }),
  edit: (id, who) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/offers/${id}`,
      headers: { cookie: who.cookie },
      payload: { price: { cashCents: 900 } },
    }),
};

/** Reads the flags, then takes every action on a fresh copy of the listing: each must agree with its flag. */
async function expectAgreement(who: Signed, make: () => Promise<{ id: string }>): Promise<Can> {
  const can = await flagsOf((await make()).id, who);
  for (const action of Object.keys(actions) as (keyof Can)[]) {
    const listing = await make();
    const res = await actions[action](listing.id, who);
    const context = `${action}: ${res.statusCode} ${res.body}`;
    if (can[action]) expect(res.statusCode, context).toBeLessThan(300);
    else expect(res.statusCode, context).toBeGreaterThanOrEqual(400);
  }
  return can;
}

describe('GET /api/offers/:id, its `can` flags', () => {
  it('gives a visitor what signing in would allow, the same for every visitor and every live listing', async () => {
    const first = await listingOf(owner);
    const request = await listingOf(owner, { kind: 'request' });
    expect((await read(first.id, undefined, '10.1.1.1')).json().can).toEqual(all);
    expect((await read(first.id, undefined, '10.1.1.2')).json().can).toEqual(all);
    expect((await read(request.id)).json().can).toEqual(all);
    // The actions themselves still need the sign-in.
    expect((await post(`/api/offers/${first.id}/proposals`, undefined, form())).statusCode).toBe(401);
  });

  it('lets another member propose, message and keep it, and nothing else; the server agrees', async () => {
    expect(await expectAgreement(member, () => listingOf(owner))).toEqual(all);
  });

  it('lets the owner edit their listing only, live or paused; the server agrees', async () => {
    const owns = { ...none, edit: true };
    expect(await expectAgreement(owner, () => listingOf(owner))).toEqual(owns);
    expect(await expectAgreement(owner, () => listingOf(owner, { status: 'paused' }))).toEqual(owns);
  });

  it('gives an admin the member actions on a live listing, and none but messaging on one not live', async () => {
    expect(await expectAgreement(admin, () => listingOf(owner))).toEqual(all);
    const pending = { ...none, message: true };
    expect(await expectAgreement(admin, () => listingOf(owner, { status: 'pending' }))).toEqual(pending);
  });

  it('withholds a second proposal while the first waits for an answer, and allows one once it is withdrawn', async () => {
    const listing = await listingOf(owner);
    const sent = await post(`/api/offers/${listing.id}/proposals`, member, form());
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await flagsOf(listing.id, member)).toEqual({ ...all, propose: false });
    expect((await post(`/api/offers/${listing.id}/proposals`, member, form())).statusCode).toBe(409);
    expect((await post(`/api/proposals/${sent.json().id}/cancel`, member)).statusCode).toBe(200);
    expect(await flagsOf(listing.id, member)).toEqual(all);
  });

  it('withholds everything from a suspended member, who still reads the listing; the server agrees', async () => {
    const suspended = await createSignedInMember(t.app);
    const mine = await listingOf(suspended);
    await t.db.update(users).set({ status: 'suspended' }).where(eq(users.id, suspended.user.id));
    expect(await expectAgreement(suspended, () => listingOf(owner))).toEqual(none);
    expect(await flagsOf(mine.id, suspended)).toEqual(none);
  });

  it('leaves email verification to the action, which explains it', async () => {
    const unverified = await createSignedInMember(t.app, { emailVerified: false });
    const listing = await listingOf(owner);
    expect(await flagsOf(listing.id, unverified)).toEqual(all);
    const refused = await post(`/api/offers/${listing.id}/proposals`, unverified, form());
    expect(refused.json().error.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it("never lets one viewer's flags into another's answer, and keeps every answer out of shared caches", async () => {
    const listing = await createOffer(t, { userId: owner.user.id, paymentTypes: ['cash'] });
    const sequence: [Signed | undefined, Can][] = [
      [owner, { ...none, edit: true }],
      [undefined, all],
      [member, all],
      [owner, { ...none, edit: true }],
      [admin, all],
      [undefined, all],
    ];
    for (const [who, expected] of sequence) {
      const res = await read(listing.id, who);
      expect(res.json().can, who?.user.email ?? 'visitor').toEqual(expected);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});
