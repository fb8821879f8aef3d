// My Offers and the admin's Offers tab offer exactly what the server allows: for a listing in every status, each
// action its `can` flags allow succeeds, and each they withhold is refused with the listing unchanged.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerStatuses, type OfferStatus } from '#shared/constants.ts';
import { offers } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createOffer } from '../../test/factories.ts';
import { createSignedInMember } from '../../test/session.ts';

let t: TestContext;
let owner: Awaited<ReturnType<typeof createSignedInMember>>;
let admin: Awaited<ReturnType<typeof createSignedInMember>>;
beforeAll(async () => {
  t = await createTestApp();
  [owner, admin] = [await createSignedInMember(t.app), await createSignedInMember(t.app, { role: 'admin' })];
}, 120_000);
afterAll(() => t.close());

type Request = { method: 'PATCH' | 'DELETE' | 'POST'; url: (id: string) => string; payload?: object };

const ownerRequests: Record<string, Request> = {
  edit: { method: 'PATCH', url: (id) => `/api/offers/${id}`, payload: { price: { cashCents: 9900 } } },
  pause: { method: 'PATCH', url: (id) => `/api/offers/${id}`, payload: { status: 'paused' } },
  resume: { method: 'PATCH', url: (id) => `/api/offers/${id}`, payload: { status: 'active' } },
  delete: { method: 'DELETE', url: (id) => `/api/offers/${id}` },
};
const adminRequests: Record<string, Request> = {
  approve: { method: 'POST', url: (id) => `/api/admin/offers/${id}/approve` },
  reject: { method: 'POST', url: (id) => `/api/admin/offers/${id}/reject`, payload: { reason: 'Needs a price' } },
};

const statusOf = async (id: string) =>
  (await t.db.select({ status: offers.status }).from(offers).where(eq(offers.id, id)))[0]?.status;

async function flagsFor(who: typeof owner, listUrl: string, id: string): Promise<Record<string, boolean>> {
  const res = await t.app.inject({ method: 'GET', url: listUrl, headers: { cookie: who.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  const item = (res.json().items as { id: string; can: Record<string, boolean> }[]).find((row) => row.id === id);
  expect(item, `${id} in ${listUrl}`).toBeDefined();
  return item!.can;
}

async function expectAgreement(who: typeof owner, status: OfferStatus, action: string, request: Request) {
  const title = `Policy ${randomUUID()}`;
  const offer = await createOffer(t, { userId: owner.user.id, title, status });
  const listUrl = who === owner ? '/api/me/offers?pageSize=100' : `/api/admin/offers?q=${encodeURIComponent(title)}`;
  const can = await flagsFor(who, listUrl, offer.id);
  expect(Object.keys(can)).toContain(action);
  const res = await t.app.inject({
    method: request.method,
    url: request.url(offer.id),
    headers: { cookie: who.cookie },
    ...(request.payload ? { payload: request.payload } : {}),
  });
  const context = `${action} on a ${status} listing: ${res.statusCode} ${res.body}`;
  if (can[action]) {
    expect(res.statusCode, context).toBeLessThan(300);
  } else {
    expect([403, 409], context).toContain(res.statusCode);
    expect(await statusOf(offer.id), context).toBe(status);
  }
  return can[action]!;
}

describe('the listing policy', () => {
  it('agrees with the server on every status for the owner and for an admin', async () => {
    const allowed: string[] = [];
    for (const status of offerStatuses) {
      for (const [action, request] of Object.entries(ownerRequests)) {
        if (await expectAgreement(owner, status, action, request)) allowed.push(`${action}:${status}`);
      }
      for (const [action, request] of Object.entries(adminRequests)) {
        if (await expectAgreement(admin, status, action, request)) allowed.push(`${action}:${status}`);
      }
    }
    // Both outcomes happen: a policy that allowed everything, or nothing, would not pass.
    expect(allowed).toContain('approve:pending');
    expect(allowed).not.toContain('approve:active');
    expect(allowed).toContain('pause:active');
    expect(allowed).not.toContain('pause:pending');
  });

  it('refuses another member everything on a listing that is not theirs, and shows them no flags', async () => {
    const other = await createSignedInMember(t.app);
    const offer = await createOffer(t, { userId: owner.user.id, status: 'active' });
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/me/offers', headers: { cookie: other.cookie } })
    ).json();
    expect(mine.items.map((row: { id: string }) => row.id)).not.toContain(offer.id);
    for (const [action, request] of Object.entries(ownerRequests)) {
      const res = await t.app.inject({
        method: request.method,
        url: request.url(offer.id),
        headers: { cookie: other.cookie },
        ...(request.payload ? { payload: request.payload } : {}),
      });
      expect(res.statusCode, action).toBe(403);
    }
    expect(await statusOf(offer.id)).toBe('active');
  });
});
