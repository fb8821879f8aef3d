// The favouriters of a listing hear when its public price changes (a cut at once, a rise once an admin approved it)
// or its owner pauses it, and when it goes away: deleted by its owner or an admin, rejected or completed by an admin,
// or gone with its owner's account. Exactly they hear it: not the owner, not members who did not keep it.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favourites, listingNotices, notifications } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createAdmin, createOffer, createUser, type Offer, type User } from '../../test/factories.ts';
import { deliverListingAlerts } from '../../test/listing-alerts.ts';
import { listingNoticesJob } from './notices.ts';
import { createSignedInMember, signInAs } from '../../test/session.ts';

let t: TestContext;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdmin(t.db);
  adminCookie = await signInAs(t.app, admin.email);
});
afterAll(() => t.close());

type Method = 'PATCH' | 'POST' | 'DELETE';
const call = async (method: Method, url: string, cookie: string, payload?: object) => {
  const res = await t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBeLessThan(300);
};

type Scene = { owner: User; ownerCookie: string; offer: Offer; fans: User[]; bystander: User };

/** A live listing kept by two members (one viewing in euros), and a member who did not keep it. */
async function setScene(): Promise<Scene> {
  const { user: owner, cookie: ownerCookie } = await createSignedInMember(t.app);
  const offer = await createOffer(t, {
    userId: owner.id,
    title: 'Garden tidy-up',
    category: 'Home & Garden',
    priceCashCents: 3000,
    priceUnit: 'hour',
  });
  const fans = [await createUser(t.db), await createUser(t.db, { currency: 'EUR' })];
  const bystander = await createUser(t.db);
  await t.db.insert(favourites).values(fans.map((fan) => ({ userId: fan.id, offerId: offer.id })));
  // Kept by its owner too (written directly: the API refuses it), who must still not be told.
  await t.db.insert(favourites).values({ userId: owner.id, offerId: offer.id });
  return { owner, ownerCookie, offer, fans, bystander };
}

// What the job runner would have told by now: the notices go out in batches after the change commits.
const told = async (user: User) => {
  await deliverListingAlerts(t);
  return t.db
    .select({ title: notifications.title, message: notifications.message, relatedId: notifications.relatedId })
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.type, 'favourite_changed')));
};

async function expectOnlyFansTold(
  scene: Scene,
  expected: { title: string; message: string; relatedId: string | null },
) {
  expect(await told(scene.fans[0]!)).toEqual([expected]);
  expect(await told(scene.fans[1]!)).toHaveLength(1);
  expect(await told(scene.owner)).toEqual([]);
  expect(await told(scene.bystander)).toEqual([]);
}

describe('an owner changing a favourite', () => {
  it('tells its favouriters of a price cut at once, each in their display currency', async () => {
    const scene = await setScene();
    await call('PATCH', `/api/offers/${scene.offer.id}`, scene.ownerCookie, {
      price: { cashCents: 2000, unit: 'hour' },
    });
    await expectOnlyFansTold(scene, {
      title: 'Favourite Price Changed',
      message: '"Garden tidy-up" changed its price to $20.00 / hour',
      relatedId: scene.offer.id,
    });
    const [euro] = await told(scene.fans[1]!);
    expect(euro?.message).toMatch(/^"Garden tidy-up" changed its price to €[\d.,]+ \/ hour$/);
  });

  it('tells them of a higher price only once an admin approved it, by the title they know', async () => {
    const scene = await setScene();
    await call('PATCH', `/api/offers/${scene.offer.id}`, scene.ownerCookie, {
      title: 'Garden and hedge tidy-up',
      price: { cashCents: 4000, coins: 400, unit: 'hour' },
    });
    expect(await told(scene.fans[0]!)).toEqual([]);
    await call('POST', `/api/admin/offers/${scene.offer.id}/revision/approve`, adminCookie);
    await expectOnlyFansTold(scene, {
      title: 'Favourite Price Changed',
      message: '"Garden tidy-up" changed its price to $40.00 or 400 DC / hour',
      relatedId: scene.offer.id,
    });
    const [euro] = await told(scene.fans[1]!);
    expect(euro?.message).toMatch(/^"Garden tidy-up" changed its price to €[\d.,]+ or 400 DC \/ hour$/);
  });

  it("tells a German-speaking favouriter in German, the price's figures and words alike", async () => {
    const scene = await setScene();
    const german = await createUser(t.db, { language: 'de' });
    await t.db.insert(favourites).values({ userId: german.id, offerId: scene.offer.id });
    await call('PATCH', `/api/offers/${scene.offer.id}`, scene.ownerCookie, {
      price: { cashCents: 200000, coins: 400, unit: 'hour', note: 'or trade' },
    });
    await call('POST', `/api/admin/offers/${scene.offer.id}/revision/approve`, adminCookie);
    // The note was news at once, the dearer price once approved (sorted: the order of writing is not read back).
    const messages = (await told(german)).map(({ title, message }) => `${title}: ${message}`).sort();
    expect(messages).toEqual([
      'Ein Favorit hat einen neuen Preis: „Garden tidy-up“ hat den Preis geändert: 2.000,00\u00a0$ oder 400 DC / Stunde · or trade',
      'Ein Favorit hat einen neuen Preis: „Garden tidy-up“ hat den Preis geändert: 30,00\u00a0$ / Stunde · or trade',
    ]);
  });

  it('says nothing of a higher price an admin rejected, nor of an approved edit that keeps the price', async () => {
    const scene = await setScene();
    await call('PATCH', `/api/offers/${scene.offer.id}`, scene.ownerCookie, {
      price: { cashCents: 9000, unit: 'hour' },
    });
    await call('POST', `/api/admin/offers/${scene.offer.id}/revision/reject`, adminCookie, { reason: 'Too steep' });
    await call('PATCH', `/api/offers/${scene.offer.id}`, scene.ownerCookie, { title: 'Garden and hedge tidy-up' });
    await call('POST', `/api/admin/offers/${scene.offer.id}/revision/approve`, adminCookie);
    expect(await told(scene.fans[0]!)).toEqual([]);
  });

  it('says nothing when the price given is the price it had, or only the description changes', async () => {
    const scene = await setScene();
    await call('PATCH', `/api/offers/${scene.offer.id}`, scene.ownerCookie, {
      price: { cashCents: 3000, unit: 'hour' },
      description: 'Weeding, pruning and mowing for small gardens, now with hedges.',
    });
    expect(await told(scene.fans[0]!)).toEqual([]);
  });

  it('tells its favouriters when it is paused, and not when it is put live again', async () => {
    const scene = await setScene();
    await call('PATCH', `/api/offers/${scene.offer.id}`, scene.ownerCookie, { status: 'paused' });
    await expectOnlyFansTold(scene, {
      title: 'Favourite Paused',
      message: '"Garden tidy-up" is paused',
      relatedId: scene.offer.id,
    });
    await call('PATCH', `/api/offers/${scene.offer.id}`, scene.ownerCookie, { status: 'active' });
    expect(await told(scene.fans[0]!)).toHaveLength(1);
  });

  it('tells its favouriters when it is deleted, pointing nowhere', async () => {
    const scene = await setScene();
    await call('DELETE', `/api/offers/${scene.offer.id}`, scene.ownerCookie);
    await expectOnlyFansTold(scene, {
      title: 'Favourite No Longer Available',
      message: '"Garden tidy-up" is no longer available',
      relatedId: null,
    });
  });
});

describe('an admin ending a favourite', () => {
  it('tells its favouriters when it is deleted', async () => {
    const scene = await setScene();
    await call('DELETE', `/api/admin/offers/${scene.offer.id}`, adminCookie);
    await expectOnlyFansTold(scene, {
      title: 'Favourite No Longer Available',
      message: '"Garden tidy-up" is no longer available',
      relatedId: null,
    });
  });

  it('tells its favouriters when it is rejected, once', async () => {
    const scene = await setScene();
    await call('POST', `/api/admin/offers/${scene.offer.id}/reject`, adminCookie, { reason: 'Not allowed here' });
    await expectOnlyFansTold(scene, {
      title: 'Favourite No Longer Available',
      message: '"Garden tidy-up" is no longer available',
      relatedId: scene.offer.id,
    });
    // Already gone: deleting it later is no news.
    await call('DELETE', `/api/admin/offers/${scene.offer.id}`, adminCookie);
    expect(await told(scene.fans[0]!)).toHaveLength(1);
  });

  it('tells its favouriters when it is set completed, and not when set pending', async () => {
    const scene = await setScene();
    await call('PATCH', `/api/admin/offers/${scene.offer.id}/status`, adminCookie, { status: 'pending' });
    expect(await told(scene.fans[0]!)).toEqual([]);
    await call('PATCH', `/api/admin/offers/${scene.offer.id}/status`, adminCookie, { status: 'completed' });
    await expectOnlyFansTold(scene, {
      title: 'Favourite No Longer Available',
      message: '"Garden tidy-up" is no longer available',
      relatedId: scene.offer.id,
    });
  });
});

describe('an owner leaving', () => {
  it('tells the favouriters of their listings that they are gone', async () => {
    const scene = await setScene();
    await call('DELETE', '/api/me', scene.ownerCookie, { confirmation: 'DELETE' });
    expect(await told(scene.fans[0]!)).toEqual([
      {
        title: 'Favourite No Longer Available',
        message: '"Garden tidy-up" is no longer available',
        relatedId: null,
      },
    ]);
    expect(await told(scene.fans[1]!)).toHaveLength(1);
    expect(await told(scene.bystander)).toEqual([]);
  });

  it('tells them too when an admin deletes the owner', async () => {
    const scene = await setScene();
    await call('DELETE', `/api/admin/users/${scene.owner.id}`, adminCookie);
    await expectOnlyFansTold(scene, {
      title: 'Favourite No Longer Available',
      message: '"Garden tidy-up" is no longer available',
      relatedId: null,
    });
  });
});

describe('a listing many members keep', () => {
  it('tells them after the change commits, each once, holding no favouriter in its transaction', async () => {
    const small = await createTestApp({ env: { LISTING_ALERT_BATCH: '2' } });
    try {
      const { user: owner, cookie } = await createSignedInMember(small.app);
      const offer = await createOffer(small, { userId: owner.id, title: 'Piano tuning', priceCashCents: 5000 });
      const fans = await Promise.all(Array.from({ length: 5 }, () => createUser(small.db)));
      await small.db.insert(favourites).values(fans.map((fan) => ({ userId: fan.id, offerId: offer.id })));
      const res = await small.app.inject({
        method: 'PATCH',
        url: `/api/offers/${offer.id}`,
        headers: { cookie },
        payload: { price: { cashCents: 4000, unit: 'hour' } },
      });
      expect(res.statusCode, res.body).toBe(200);
      const toldOf = async () =>
        small.db.$count(notifications, eq(notifications.type, 'favourite_changed')).then(Number);
      // Committed with the edit: five notices queued, nobody told yet.
      expect(await small.db.$count(listingNotices)).toBe(5);
      expect(await toldOf()).toBe(0);
      // One run tells them all, two a transaction, and leaves nothing queued to tell twice.
      expect(await small.ctx.jobs.runDue([listingNoticesJob])).toBe(1);
      expect(await toldOf()).toBe(5);
      expect(await small.db.$count(listingNotices)).toBe(0);
      expect(await small.ctx.jobs.runDue([listingNoticesJob])).toBe(0);
      const byFan = await small.db
        .select({ userId: notifications.userId })
        .from(notifications)
        .where(eq(notifications.type, 'favourite_changed'));
      expect(byFan.map((row) => row.userId).sort()).toEqual(fans.map((fan) => fan.id).sort());
    } finally {
      await small.close();
    }
  });
});
