import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import {
  createAdmin,
  createOffer,
  createProposal,
  createReview,
  createUser,
  fundWallet,
  type User,
} from '../../test/factories.ts';
import { createSignedInMember, signInAs } from '../../test/session.ts';

let t: TestContext;
let provider: User;
let suspended: User;

const hour = 60 * 60 * 1000;
const ago = (hours: number) => new Date(Date.now() - hours * hour);
const profile = (id: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/members/${id}`, ...(cookie ? { headers: { cookie } } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  provider = await createUser(t.db, {
    fullName: 'Grace Provider',
    bio: 'Logos and brand kits, ten years of them.',
    phone: '+1 555 0100',
    createdAt: ago(24 * 100),
  });
  await fundWallet(t, provider.id, { cashCents: 12_345, coins: 77 });
  const logo = await createOffer(t, { userId: provider.id, title: 'Logo design', createdAt: ago(3) });
  await createOffer(t, { userId: provider.id, title: 'Brand kit', createdAt: ago(2) });
  await createOffer(t, { userId: provider.id, title: 'Need a printer', kind: 'request', createdAt: ago(1) });
  await createOffer(t, { userId: provider.id, title: 'Paused poster design', status: 'paused' });
  await createOffer(t, { userId: provider.id, title: 'Pending flyer design', status: 'pending' });

  // Two reviewed deals on the provider's listing (5 and 4 stars), one completed deal on someone's request where the
  // provider sent the proposal, and deals that do not count: pending, cancelled, and between two other members.
  for (const rating of [5, 4]) {
    const deal = await createProposal(t, { offerId: logo.id, status: 'completed', completedAt: ago(5) });
    await createReview(t, { proposalId: deal.id, rating });
  }
  const someonesRequest = await createOffer(t, { kind: 'request', title: 'Need a logo' });
  await createProposal(t, {
    offerId: someonesRequest.id,
    senderId: provider.id,
    status: 'completed',
    completedAt: ago(4),
  });
  await createProposal(t, { offerId: logo.id, status: 'pending' });
  await createProposal(t, { offerId: logo.id, status: 'cancelled' });
  await createProposal(t, { status: 'completed', completedAt: ago(4) });
  // The provider's review of another member is not theirs.
  const other = await createProposal(t, { senderId: provider.id, status: 'completed', completedAt: ago(6) });
  await createReview(t, { proposalId: other.id, rating: 1, reviewerId: other.receiverId, revieweeId: provider.id });
  await createReview(t, { proposalId: other.id, rating: 2, reviewerId: provider.id, revieweeId: other.receiverId });

  suspended = await createUser(t.db, { fullName: 'Sam Suspended', status: 'suspended', suspensionReason: 'Spam' });
}, 120_000);
afterAll(() => t.close());

/** Every key of a JSON value, at any depth. */
function collectKeys(value: unknown, keys = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) collectKeys(item, keys);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      keys.add(key);
      collectKeys(inner, keys);
    }
  }
  return keys;
}

describe('GET /api/members/:id', () => {
  it('shows a visitor the profile: name, bio, member since, rating, completed deals and live listings', async () => {
    const res = await profile(provider.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: provider.id,
      fullName: 'Grace Provider',
      bio: 'Logos and brand kits, ten years of them.',
      profilePictureUrl: null,
      memberSince: provider.createdAt.toISOString(),
      // 5, 4 and 1 over the three reviews of the provider.
      rating: 3.3,
      reviewCount: 3,
      // The two reviewed deals, the one on someone's request and the one the provider reviewed.
      completedDeals: 4,
      responseTimeSeconds: null,
    });
    expect(body.services.map((s: { title: string }) => s.title)).toEqual(['Brand kit', 'Logo design']);
    expect(body.requests.map((s: { title: string }) => s.title)).toEqual(['Need a printer']);
    // Listed as the offer cards of the marketplace, with the listing's own rating.
    expect(body.services[1]).toMatchObject({
      kind: 'service',
      rating: 4.5,
      reviewCount: 2,
      provider: { id: provider.id, fullName: 'Grace Provider' },
    });
  });

  it('gives out nothing private: no email, phone, balances, role or status', async () => {
    const { cookie } = await createSignedInMember(t.app);
    for (const res of [await profile(provider.id), await profile(provider.id, cookie)]) {
      expect(res.statusCode).toBe(200);
      const keys = collectKeys(res.json());
      for (const key of ['email', 'phone', 'role', 'status', 'cashBalanceCents', 'dragonCoins', 'heldCoins']) {
        expect(keys.has(key), key).toBe(false);
      }
      expect(res.body).not.toContain(provider.email);
      expect(res.body).not.toContain('555 0100');
      expect(res.body).not.toContain('12345');
    }
  });

  it('answers a member with no reviews, deals or listings with empty figures', async () => {
    const newcomer = await createUser(t.db, { fullName: 'New Comer' });
    expect((await profile(newcomer.id)).json()).toMatchObject({
      bio: null,
      rating: null,
      reviewCount: 0,
      completedDeals: 0,
      responseTimeSeconds: null,
      services: [],
      requests: [],
    });
  });

  it("is 'Member not found' for an unknown id, a malformed id and a deleted member", async () => {
    const gone = await createUser(t.db);
    await t.db.delete(users).where(eq(users.id, gone.id));
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', gone.id]) {
      const res = await profile(id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Member not found' } });
    }
  });

  it('hides a suspended member from visitors and members, not from admins', async () => {
    const { cookie } = await createSignedInMember(t.app);
    expect((await profile(suspended.id)).statusCode).toBe(404);
    expect((await profile(suspended.id, cookie)).statusCode).toBe(404);
    const admin = await createAdmin(t.db);
    const res = await profile(suspended.id, await signInAs(t.app, admin.email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fullName: 'Sam Suspended' });
    expect(res.json()).not.toHaveProperty('status');
  });

  it('drops a listing from the profile once it is no longer live', async () => {
    const member = await createUser(t.db);
    const listing = await createOffer(t, { userId: member.id });
    expect((await profile(member.id)).json().services).toHaveLength(1);
    await t.db.update(offers).set({ status: 'paused' }).where(eq(offers.id, listing.id));
    expect((await profile(member.id)).json().services).toEqual([]);
  });
});

describe('GET /api/members/:id, its `can` flags (decision 040)', () => {
  const canOf = async (id: string, cookie?: string) => {
    const res = await profile(id, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json().can;
  };
  const start = (cookie: string, participantId: string) =>
    t.app.inject({ method: 'POST', url: '/api/conversations', headers: { cookie }, payload: { participantId } });

  it('lets a visitor message once signed in, a member message anyone but themselves; the server agrees', async () => {
    const member = await createSignedInMember(t.app);
    expect(await canOf(provider.id)).toEqual({ message: true });
    expect(await canOf(provider.id, member.cookie)).toEqual({ message: true });
    expect((await start(member.cookie, provider.id)).statusCode).toBe(200);
    expect(await canOf(member.user.id, member.cookie)).toEqual({ message: false });
    expect((await start(member.cookie, member.user.id)).statusCode).toBe(400);
  });

  it('withholds messaging from a suspended viewer, and gives an admin it on a suspended member', async () => {
    const viewer = await createSignedInMember(t.app);
    await t.db.update(users).set({ status: 'suspended' }).where(eq(users.id, viewer.user.id));
    expect(await canOf(provider.id, viewer.cookie)).toEqual({ message: false });
    expect((await start(viewer.cookie, provider.id)).statusCode).toBe(403);
    const admin = await createAdmin(t.db);
    const adminCookie = await signInAs(t.app, admin.email);
    expect(await canOf(suspended.id, adminCookie)).toEqual({ message: true });
    expect((await start(adminCookie, suspended.id)).statusCode).toBe(200);
  });

  it("never lets one viewer's flags into another's answer", async () => {
    const self = await createSignedInMember(t.app);
    const other = await createSignedInMember(t.app);
    for (const [cookie, message] of [
      [self.cookie, false],
      [undefined, true],
      [other.cookie, true],
      [self.cookie, false],
      [undefined, true],
    ] as const) {
      expect(await canOf(self.user.id, cookie)).toEqual({ message });
    }
  });
});
