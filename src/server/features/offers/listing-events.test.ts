// Every change to a listing records, in its own transaction, listing.changed for its owner and
// admin.offers.changed for every active admin, and nothing for anyone else; an open stream hears it at once.
import { and, asc, gt, inArray, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/index.ts';
import type { TestContext } from '../../test/app.ts';
import { listeningApp, openEventStream } from '../../test/event-stream.ts';
import { createSignedInMember } from '../../test/session.ts';

let t: TestContext;
beforeAll(async () => {
  t = await listeningApp();
}, 120_000);
afterAll(() => t.close());

type Signed = Awaited<ReturnType<typeof createSignedInMember>>;
type Method = 'POST' | 'PATCH' | 'DELETE';
const call = async (method: Method, url: string, who: Signed, payload?: object) => {
  const res = await t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res;
};

const listing = {
  kind: 'service',
  title: 'Piano tuning',
  category: 'Home & Garden',
  description: 'Tuning and small repairs for upright and grand pianos.',
  price: { cashCents: 6000 },
  paymentTypes: ['cash'],
  images: [],
};

async function lastEventId(): Promise<number> {
  const [row] = await t.db.select({ id: max(events.id) }).from(events);
  return row?.id ?? 0;
}

/** Each person's listing events after `afterId`, as [type, offerId] pairs in order. */
async function listingEventsSince(afterId: number, people: Signed[]) {
  const rows = await t.db
    .select({ userId: events.userId, type: events.type, payload: events.payload })
    .from(events)
    .where(
      and(
        gt(events.id, afterId),
        inArray(events.type, ['listing.changed', 'admin.offers.changed']),
        inArray(
          events.userId,
          people.map((who) => who.user.id),
        ),
      ),
    )
    .orderBy(asc(events.id));
  return people.map((who) =>
    rows
      .filter((row) => row.userId === who.user.id)
      .map((row) => [row.type, (row.payload as { offerId?: string }).offerId ?? null]),
  );
}

describe('listing events', () => {
  let owner: Signed;
  let admin: Signed;
  let bystander: Signed;
  beforeAll(async () => {
    [owner, admin, bystander] = [
      await createSignedInMember(t.app),
      await createSignedInMember(t.app, { role: 'admin' }),
      await createSignedInMember(t.app),
    ];
  });

  it('tell the owner and the admins of every change the owner makes, and nobody else', async () => {
    let before = await lastEventId();
    const id: string = (await call('POST', '/api/offers', owner, listing)).json().id;
    expect(await listingEventsSince(before, [owner, admin, bystander])).toEqual([
      [['listing.changed', id]],
      [['admin.offers.changed', null]],
      [],
    ]);

    await call('POST', `/api/admin/offers/${id}/approve`, admin);
    before = await lastEventId();
    await call('PATCH', `/api/offers/${id}`, owner, { status: 'paused' });
    await call('PATCH', `/api/offers/${id}`, owner, { price: { cashCents: 6500 } });
    await call('DELETE', `/api/offers/${id}`, owner);
    const changed = ['listing.changed', id];
    const forAdmins = ['admin.offers.changed', null];
    expect(await listingEventsSince(before, [owner, admin, bystander])).toEqual([
      [changed, changed, changed],
      [forAdmins, forAdmins, forAdmins],
      [],
    ]);
  });

  it("tell the owner and the admins of an admin's decisions", async () => {
    const before = await lastEventId();
    const first: string = (await call('POST', '/api/offers', owner, listing)).json().id;
    const second: string = (await call('POST', '/api/offers', owner, listing)).json().id;
    await call('POST', `/api/admin/offers/${first}/reject`, admin, { reason: 'Add a price per hour' });
    await call('PATCH', `/api/admin/offers/${second}/status`, admin, { status: 'completed' });
    await call('DELETE', `/api/admin/offers/${second}`, admin);
    const owners = (await listingEventsSince(before, [owner]))[0]!;
    expect(owners).toEqual([
      ['listing.changed', first],
      ['listing.changed', second],
      ['listing.changed', first],
      ['listing.changed', second],
      ['listing.changed', second],
    ]);
    expect((await listingEventsSince(before, [admin]))[0]).toHaveLength(5);
  });

  it("reach the owner's open stream as soon as an admin approves", async () => {
    const id: string = (await call('POST', '/api/offers', owner, listing)).json().id;
    const stream = await openEventStream(t.app, owner.cookie);
    try {
      await stream.nextId();
      await call('POST', `/api/admin/offers/${id}/approve`, admin);
      const received = [await stream.next(), await stream.next()].map((event) => event?.event);
      expect(received).toContain('listing.changed');
    } finally {
      stream.close();
    }
  });
});
