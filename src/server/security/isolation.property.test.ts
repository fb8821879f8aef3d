// No member can read or change another member's data through any route. Owner has one of everything private
// (isolation-owner.ts), each piece marked with a unique string; Intruder, an ordinary signed-in member, calls
// every non-admin route of the app's own OpenAPI document (so a route added later is covered) with path params
// drawn from Owner's ids and bodies aimed at Owner. No response may carry a marker, a private id or an amount of
// Owner's, and Owner's rows must be exactly as before. The product has no drafts (nothing in src/server or
// src/shared is called one); everything private that exists is covered.
import { randomUUID } from 'node:crypto';
import { max } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '#shared/categories.ts';
import { coinPackSizes } from '#shared/coin-rates.ts';
import { conversionOptions, pageSizes, proposalStatuses, withdrawalOptionsCents } from '#shared/constants.ts';
import { events } from '../db/schema/index.ts';
import { createNotification } from '../features/notifications/service.ts';
import { transactWithEvents } from '../platform/events/record.ts';
import type { TestContext } from '../test/app.ts';
import { listeningApp, openEventStream } from '../test/event-stream.ts';
import { propertyRuns, propertyTimeout } from '../test/property-runs.ts';
import { defaultPassword } from '../test/factories.ts';
import { createSignedInMember } from '../test/session.ts';
import { buildOwnerWorld, fingerprintOwner, type OwnerWorld } from './isolation-owner.ts';

let t: TestContext;
let world: OwnerWorld;
beforeAll(async () => {
  t = await listeningApp();
  world = await buildOwnerWorld(t);
}, 60_000);
afterAll(() => t.close());

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Route = { method: Uppercase<(typeof methods)[number]>; path: string; query: string[]; key: string };

function memberRoutes(): Route[] {
  type Operation = { parameters?: { in: string; name: string }[] };
  const { paths } = t.app.swagger() as { paths: Record<string, Partial<Record<string, Operation>>> };
  return Object.entries(paths)
    .filter(([path]) => !path.startsWith('/api/admin/'))
    .flatMap(([path, operations]) =>
      methods.flatMap((method) => {
        const operation = operations[method];
        if (!operation) return [];
        const query = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        return [
          { method: method.toUpperCase() as Route['method'], path, query, key: `${method.toUpperCase()} ${path}` },
        ];
      }),
    );
}

// Public by design, so never counted as a leak: Owner's live listing (its id, title and description), Owner's
// id, full name, picture and member-since date shown on it as its provider, Owner's bio on their public profile
// (/members/:id), and Third's live listing. None of these carries a marker.
const publicByDesign = () => [world.liveListing.id, world.liveListing.title, world.owner.id, world.owner.fullName];

/** What of Owner's a response gives away: markers, private ids, and amounts as whole numbers. */
function leaksIn(text: string): string[] {
  const found = [...world.markers, ...world.privateIds].filter((secret) => text.includes(secret));
  const amounts = world.amounts.filter((amount) => new RegExp(`(?<![\\w.-])${amount}(?![\\w.-])`).test(text));
  return [...found, ...amounts];
}

const idArbitrary = () =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...world.privateIds) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(world.liveListing.id, world.owner.id, world.thirdListing.id, world.third.id),
    },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.constantFrom('not-a-uuid', '0', "' OR '1'='1") },
  );

const slugArbitrary = fc.constantFrom('gaming-coaching', ...categories.slice(0, 3).map((c) => c.slug), 'nope');

function pathArbitrary(path: string): fc.Arbitrary<string> {
  const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  if (names.length === 0) return fc.constant(path);
  return fc
    .tuple(...names.map((name) => (name === 'slug' ? slugArbitrary : idArbitrary())))
    .map((values) => names.reduce((url, name, i) => url.replace(`{${name}}`, encodeURIComponent(values[i]!)), path));
}

function queryArbitrary(names: string[]): fc.Arbitrary<string> {
  const valueOf: Record<string, fc.Arbitrary<string>> = {
    // Searching for Owner's markers must not find the listings that are not live.
    q: fc.constantFrom('ownsecret', ...world.markers, 'Service', ''),
    category: fc.constantFrom('technology', 'Technology', 'gaming-coaching'),
    payment: fc.constantFrom('cash', 'coins', 'trade'),
    kind: fc.constantFrom('service', 'request'),
    page: fc.integer({ min: 1, max: 3 }).map(String),
    pageSize: fc.constantFrom(...pageSizes.map(String)),
    box: fc.constantFrom('sent', 'received'),
    status: fc.constantFrom(...proposalStatuses),
    before: fc.oneof(fc.constantFrom(...world.privateIds), fc.uuid()),
    limit: fc.integer({ min: 1, max: 50 }).map(String),
  };
  const parts = names.map((name) =>
    fc.option(valueOf[name] ?? fc.string({ maxLength: 8 }), { nil: undefined }).map((value) => [name, value] as const),
  );
  return fc.tuple(...parts).map((pairs) => {
    const search = new URLSearchParams(pairs.filter((p): p is [string, string] => p[1] !== undefined));
    return search.size > 0 ? `?${search}` : '';
  });
}

/** Bodies aimed at Owner, one family of routes at a time; any other route gets an empty body. */
function bodyArbitrary(key: string): fc.Arbitrary<unknown> {
  const ownerEmail = world.owner.email;
  const requestId = fc.oneof(fc.constant(world.withdrawalRequestId), fc.uuid());
  const text = fc.constantFrom('Taken over by someone else', 'x'.repeat(30));
  const bodies: Record<string, fc.Arbitrary<unknown>> = {
    'POST /api/auth/sign-up': fc.record({
      fullName: fc.constant('Intruder'),
      email: fc.constantFrom(ownerEmail, ownerEmail.toUpperCase()),
      // Strong enough for the password policy, so the attempt reaches the taken address.
      password: fc.constant('Sturdy-Pass-42'),
      termsAgreed: fc.constant(true),
    }),
    'POST /api/auth/sign-in': fc.record({
      email: fc.constant(ownerEmail),
      password: fc.constantFrom('wrong-pass', ''),
    }),
    // By design anyone may ask for a reset link for any address; it goes to Owner's inbox, not to the asker.
    'POST /api/auth/password-reset': fc.constant({ email: ownerEmail }),
    'POST /api/auth/password-reset/confirm': fc.record({
      token: idArbitrary(),
      password: fc.constant('Password456!'),
      confirmPassword: fc.constant('Password456!'),
    }),
    'PATCH /api/me': fc.record({ fullName: fc.constant(world.owner.fullName), phone: fc.constant('+1 555 0100') }),
    'DELETE /api/me': fc.constant({ confirmation: 'DELETE' }),
    'POST /api/me/password': fc.constant({
      currentPassword: defaultPassword,
      newPassword: 'Password456!',
      confirmPassword: 'Password456!',
    }),
    'PATCH /api/offers/{id}': fc.oneof(
      fc.constant({ status: 'paused' }),
      fc.constant({ status: 'active' }),
      fc.record({ title: text, price: fc.constant({ cashCents: 100 }) }),
    ),
    'POST /api/support-requests': fc.constant({ name: 'I', email: ownerEmail, helpType: 'Other', comments: 'Hi' }),
    'POST /api/wallet/checkout': fc.record({
      coins: fc.constantFrom(...coinPackSizes),
      acceptTerms: fc.constant(true),
    }),
    'POST /api/wallet/convert': fc.record({
      coins: fc.constantFrom(...conversionOptions),
      acceptTerms: fc.constant(true),
      requestId,
    }),
    'POST /api/wallet/withdrawals': fc.record({
      amountCents: fc.constantFrom(...withdrawalOptionsCents),
      acceptTerms: fc.constant(true),
      requestId,
    }),
    'POST /api/offers/{id}/proposals': fc.record({
      paymentMethods: fc.constant(['cash']),
      fullName: fc.constant('Intruder'),
      email: fc.constant('intruder@example.com'),
      message: text,
    }),
    'POST /api/proposals/{id}/review': fc.record({ rating: fc.integer({ min: 1, max: 5 }), comment: text }),
    'POST /api/proposals/{id}/messages': fc.record({ content: text }),
    'POST /api/conversations': fc.record({ participantId: idArbitrary() }),
    'POST /api/conversations/{id}/messages': fc.record({ content: text }),
    'POST /api/messages/{id}/report': fc.record({ reason: text }),
    'POST /api/feedback': fc.constant({ type: 'bug', content: 'Something is off here.' }),
    // A forged Stripe event paying for Owner's order; without a valid signature it must change nothing.
    'POST /api/payments/webhook': fc.constant({
      type: 'checkout.session.completed',
      data: { object: { metadata: { orderId: world.privateIds[3] }, amount_total: 499, currency: 'usd' } },
    }),
  };
  return bodies[key] ?? fc.constant({});
}

// What any member may do that adds to Owner's side by design: propose on a live listing, start a conversation.
// After these only `incoming` may change; everything Owner already had must still be exactly as it was.
const interactions = new Set(['POST /api/offers/{id}/proposals', 'POST /api/conversations']);

/** The GET /api/events stream cannot be injected; it has its own property below. */
const isStream = (route: Route) => route.path === '/api/events';

/** Whether the url names one of Owner's resources: then nothing but a 4xx will do. */
function namesOwnerResource(route: Route, url: string): boolean {
  const ids = [...world.privateIds];
  // Owner's live listing is public to read, but only Owner may edit or delete it.
  if (route.method !== 'GET' && route.path === '/api/offers/{id}') ids.push(world.liveListing.id);
  return ids.some((id) => url.includes(id));
}

async function newestEventId(): Promise<number> {
  const [row] = await t.db.select({ id: max(events.id) }).from(events);
  return row?.id ?? 0;
}

let intruder: Awaited<ReturnType<typeof createSignedInMember>>;
/** Intruder signed in; a fresh one when the last route deleted them, signed them out or changed their password. */
async function intruderCookie(): Promise<string> {
  const me = intruder && (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: intruder.cookie } }));
  if (!me || me.statusCode !== 200) intruder = await createSignedInMember(t.app);
  return intruder.cookie;
}

// Time limits grow with the property runs (PROPERTY_RUNS_FACTOR).
const slow = { timeout: propertyTimeout(120_000) };
const oneMinute = { timeout: propertyTimeout(60_000) };

describe('isolation between members', () => {
  it('plants markers that Owner can read back, so a leak would be seen', async () => {
    const urls = [
      '/api/me',
      '/api/me/offers',
      '/api/wallet',
      '/api/proposals?box=sent',
      '/api/notifications',
      `/api/conversations/${world.conversationIds[0]}/messages`,
      '/api/feedback',
    ];
    let seen = '';
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: world.ownerCookie } });
      expect(res.statusCode, url).toBe(200);
      seen += res.body;
    }
    expect(leaksIn(seen).length).toBeGreaterThanOrEqual(15);
    for (const open of publicByDesign()) expect(world.markers.some((m) => open.includes(m))).toBe(false);
  });

  it('never shows Intruder anything of Owner’s through a GET route', slow, async () => {
    const routes = memberRoutes().filter((r) => r.method === 'GET' && !isStream(r));
    expect(routes.length).toBeGreaterThanOrEqual(20);
    for (const route of routes) {
      const varies = route.path.includes('{') || route.query.length > 0;
      await fc.assert(
        fc.asyncProperty(pathArbitrary(route.path), queryArbitrary(route.query), async (path, query) => {
          const before = await fingerprintOwner(t, world);
          const res = await t.app.inject({
            method: 'GET',
            url: path + query,
            headers: { cookie: await intruderCookie() },
          });
          const label = `GET ${path}${query} -> ${res.statusCode}`;
          expect(res.statusCode, label).toBeLessThan(500);
          expect(leaksIn(res.body + JSON.stringify(res.headers)), label).toEqual([]);
          if (namesOwnerResource(route, path)) expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
          expect(await fingerprintOwner(t, world), label).toEqual(before);
        }),
        { numRuns: propertyRuns(varies ? 8 : 1) },
      );
    }
  });

  it('never lets Intruder change anything of Owner’s through a POST, PUT, PATCH or DELETE route', slow, async () => {
    const routes = memberRoutes().filter((r) => r.method !== 'GET');
    expect(routes.length).toBeGreaterThanOrEqual(35);
    for (const route of routes) {
      // Path ids and drawn bodies vary; a route with neither gets a few runs as a fresh or deleted Intruder.
      const varies = route.path.includes('{') || route.key === 'POST /api/conversations';
      await fc.assert(
        fc.asyncProperty(pathArbitrary(route.path), bodyArbitrary(route.key), async (path, body) => {
          const cookie = await intruderCookie();
          const before = await fingerprintOwner(t, world);
          const res = await t.app.inject({
            method: route.method,
            url: path,
            headers: { cookie },
            payload: body as object,
          });
          const label = `${route.method} ${path} ${JSON.stringify(body)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect(res.statusCode, label).toBeLessThan(500);
          expect(leaksIn(res.body + JSON.stringify(res.headers)), label).toEqual([]);
          if (namesOwnerResource(route, path)) {
            expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
            expect(res.statusCode, label).toBeLessThan(500);
          }
          const after = await fingerprintOwner(t, world);
          expect(after.owned, label).toEqual(before.owned);
          if (!interactions.has(route.key)) expect(after.incoming, label).toEqual(before.incoming);
        }),
        { numRuns: propertyRuns(varies ? 10 : 3) },
      );
    }
  });

  it('never streams Owner’s events to Intruder, whatever Last-Event-ID they send', oneMinute, async () => {
    // Any id up to the newest (a client only ever holds ids it was sent; one beyond the newest would leave the
    // stream waiting for later events), and values that are not ids at all.
    const lastEventId = fc.oneof(
      fc.constantFrom('0', '1', '-1', 'abc', ''),
      fc.double({ min: 0, max: 1, noNaN: true }),
    );
    await fc.assert(
      fc.asyncProperty(lastEventId, async (drawn) => {
        const cookie = await intruderCookie();
        const from = typeof drawn === 'string' ? drawn : String(Math.floor(drawn * (await newestEventId())));
        const stream = await openEventStream(t.app, cookie, from ? { 'last-event-id': from } : {});
        // While Intruder listens, Owner is told something; then Intruder is, and the stream is read up to it.
        const whileListening = `ownsecret-live-${randomUUID()}`;
        world.markers.push(whileListening);
        const notify = (userId: string, title: string) =>
          transactWithEvents(t.ctx, (tx) =>
            createNotification(tx, { userId, type: 'listing_approved', title, message: title }),
          );
        await notify(world.owner.id, whileListening);
        const sentinel = `sentinel-${randomUUID()}`;
        await notify(intruder.user.id, sentinel);
        let heard = '';
        for (;;) {
          const event = await stream.next();
          if (!event) break;
          heard += JSON.stringify(event);
          if (heard.includes(sentinel)) break;
        }
        stream.close();
        expect(heard).toContain(sentinel);
        expect(leaksIn(heard), `Last-Event-ID ${from}`).toEqual([]);
      }),
      { numRuns: propertyRuns(8) },
    );
  });
});
