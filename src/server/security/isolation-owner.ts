// The member whose privacy the isolation properties defend: Owner, with one of everything private, each piece
// carrying a unique marker string, built through the real routes where they exist so the events, notifications
// and emails those routes write are Owner's too. Also the fingerprint of everything of Owner's that another
// member must not be able to change.
import { randomUUID } from 'node:crypto';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { coinPackSizes } from '#shared/coin-rates.ts';
import { withdrawalOptionsCents } from '#shared/constants.ts';
import { ledgerEntries, messages, notifications, offers, sessions, users } from '../db/schema/index.ts';
import { postMovement } from '../features/wallet/ledger.ts';
import { transactWithEvents } from '../platform/events/record.ts';
import type { TestContext } from '../test/app.ts';
import { createNotification, createOffer, createUser, defaultPassword, type User } from '../test/factories.ts';
import { createSignedInMember, signInAs } from '../test/session.ts';

export type OwnerWorld = Awaited<ReturnType<typeof buildOwnerWorld>>;

const tag = randomUUID().slice(0, 8);
/** A string that appears nowhere but in the one piece of Owner's data it was planted in. */
const mark = (what: string) => `ownsecret-${what}-${tag}`;

// Unlikely figures, so finding one in a response means it came from Owner's wallet.
const fundedCents = 987_653;
const fundedCoins = 45_817;

export async function buildOwnerWorld(t: TestContext) {
  const { app, db } = t;
  const markers: string[] = [];
  const planted = (what: string) => {
    const value = mark(what);
    markers.push(value);
    return value;
  };
  const as = (cookie: string) => async (method: string, url: string, payload?: unknown) => {
    const res = await app.inject({ method: method as 'GET', url, headers: { cookie }, payload: payload as object });
    if (res.statusCode >= 300) throw new Error(`${method} ${url} while building Owner: ${res.statusCode} ${res.body}`);
    return res.json();
  };

  const owner: User = await createUser(db, { email: `${planted('email')}@example.com` });
  // Two devices, each named by a user agent nobody else has.
  const ownerCookie = await signInWithAgent(t, owner.email, planted('agent-one'));
  await signInWithAgent(t, owner.email, planted('agent-two'));
  const third = await createSignedInMember(app);
  const asOwner = as(ownerCookie);
  const asThird = as(third.cookie);

  await asOwner('PATCH', '/api/me', {
    phone: planted('phone'),
    bio: 'Owner bio, public on the profile',
    theme: 'dark',
    currency: 'JPY',
  });

  // Public by design: Owner's live listing, and Third's, on which Owner proposes.
  const liveListing = await createOffer(t, { userId: owner.id, title: 'Owner public listing', status: 'active' });
  const thirdListing = await createOffer(t, { userId: third.user.id, status: 'active', paymentTypes: ['cash'] });

  const listingBody = (what: string) => ({
    kind: 'service',
    title: planted(`${what}-title`),
    category: 'Technology',
    description: `${planted(`${what}-description`)} is not for other eyes.`,
    price: { cashCents: 100, unit: 'hour', note: planted(`${what}-price`) },
    paymentTypes: ['cash'],
  });
  const pending = await asOwner('POST', '/api/offers', listingBody('pending'));
  const rejected = await asOwner('POST', '/api/offers', listingBody('rejected'));
  await db
    .update(offers)
    .set({ status: 'rejected', rejectionReason: planted('rejection-reason') })
    .where(eq(offers.id, rejected.id));
  const paused = await createOffer(t, { userId: owner.id, status: 'paused', title: planted('paused-title') });

  await transactWithEvents(t.ctx, (tx) =>
    postMovement(tx, {
      idempotencyKey: `adjustment:${randomUUID()}`,
      postings: [
        { userId: owner.id, currency: 'cash', delta: fundedCents, kind: 'adjustment', description: planted('ledger') },
        { userId: owner.id, currency: 'coins', delta: fundedCoins, kind: 'adjustment', description: planted('coins') },
      ],
    }),
  );
  const checkout = await asOwner('POST', '/api/wallet/checkout', { coins: coinPackSizes[0], acceptTerms: true });
  const orderId = String(checkout.url).split('/').at(-1)!;
  const withdrawalRequestId = randomUUID();
  const withdrawal = await asOwner('POST', '/api/wallet/withdrawals', {
    amountCents: withdrawalOptionsCents[0],
    acceptTerms: true,
    requestId: withdrawalRequestId,
  });

  const sent = await asOwner('POST', `/api/offers/${thirdListing.id}/proposals`, {
    paymentMethods: ['cash'],
    fullName: 'Owner',
    email: owner.email,
    phone: planted('contact-phone'),
    offerAmount: planted('offer-amount'),
    message: planted('proposal-message'),
  });
  const received = await asThird('POST', `/api/offers/${liveListing.id}/proposals`, {
    paymentMethods: ['cash'],
    fullName: 'Third',
    email: third.user.email,
    message: planted('received-proposal-message'),
  });
  await asOwner('POST', `/api/proposals/${received.id}/accept`);
  await asOwner('POST', `/api/proposals/${received.id}/messages`, { content: planted('deal-message') });

  const conversation = await asOwner('POST', '/api/conversations', { participantId: third.user.id });
  await asOwner('POST', `/api/conversations/${conversation.id}/messages`, { content: planted('message-sent') });
  const fromThird = await asThird('POST', `/api/conversations/${conversation.id}/messages`, {
    content: planted('message-received'),
  });
  const report = await asOwner('POST', `/api/messages/${fromThird.id}/report`, { reason: planted('report-reason') });

  await createNotification(db, { userId: owner.id, title: planted('notification-title'), message: planted('note') });
  const ownFeedback = await asOwner('POST', '/api/feedback', { type: 'bug', content: planted('feedback') });
  await asOwner('POST', '/api/support-requests', {
    name: 'Owner',
    email: owner.email,
    helpType: 'Other',
    comments: planted('support-comments'),
  });
  await asOwner('PUT', '/api/categories/gaming-coaching/subscription');

  const ownRows = async <T extends { id: string }>(rows: Promise<T[]>) => (await rows).map((r) => r.id);
  const conversationIds = [conversation.id as string];
  const privateIds = [
    pending.id,
    rejected.id,
    paused.id,
    orderId,
    withdrawal.withdrawal.id,
    sent.id,
    received.id,
    conversation.id,
    fromThird.id,
    report.id,
    ownFeedback.id,
    ...(await ownRows(
      db.select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.userId, owner.id)),
    )),
    ...(await ownRows(
      db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, owner.id)),
    )),
    ...(await ownRows(db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, owner.id)))),
    ...(await ownRows(
      db.select({ id: messages.id }).from(messages).where(inArray(messages.conversationId, conversationIds)),
    )),
  ].filter((id): id is string => typeof id === 'string');
  const [wallet] = await db
    .select({ cash: users.cashBalanceCents, coins: users.dragonCoins })
    .from(users)
    .where(eq(users.id, owner.id));
  // Amounts tied to Owner: what was paid in, and the balances left after the withdrawal.
  const amounts = [fundedCents, fundedCoins, wallet!.cash, wallet!.coins].map(String);

  return {
    owner,
    ownerCookie,
    third: third.user,
    liveListing,
    thirdListing,
    withdrawalRequestId,
    conversationIds,
    setupNotificationIds: (
      await db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, owner.id))
    ).map((r) => r.id),
    setupProposalIds: [sent.id as string, received.id as string],
    privateIds: [...new Set(privateIds)],
    markers,
    amounts,
  };
}

async function signInWithAgent(t: TestContext, email: string, userAgent: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: { 'user-agent': userAgent },
    payload: { email, password: defaultPassword },
  });
  if (res.statusCode !== 200) return signInAs(t.app, email);
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/**
 * Everything of Owner's another member must not change, read in one query (it runs twice per request). `owned`
 * may never change; `incoming` counts what any member may add for Owner by design (a proposal on a live listing,
 * a new conversation, and their notifications and events), so it is compared except after those interactions.
 */
export async function fingerprintOwner(t: TestContext, world: OwnerWorld) {
  const id = world.owner.id;
  const list = (ids: string[]) =>
    sql.join(
      ids.map((i) => sql`${i}::uuid`),
      sql`, `,
    );
  const rows = (select: SQL, order = sql`id`) =>
    sql`(select coalesce(json_agg(r order by r.${order}), '[]'::json) from (${select}) r)`;
  const tally = (from: SQL) => sql`(select count(*) from ${from})`;
  const mine = list(world.conversationIds);
  const result = (await t.db.execute(sql`select
    json_build_object(
      'user', ${rows(sql`select id, cash_balance_cents, dragon_coins, email, full_name, phone, bio,
        profile_picture_url, role, status, theme, currency from users where id = ${id}`)},
      'password', ${rows(sql`select id, password from account where user_id = ${id}`)},
      'ledger', ${rows(sql`select id, amount, status from ledger_entries where user_id = ${id}`)},
      'orders', ${rows(sql`select id, status, paid_at from orders where user_id = ${id}`)},
      'withdrawals', ${rows(sql`select id, status from withdrawals where user_id = ${id}`)},
      'notifications', ${rows(sql`select id, is_read, title from notifications
        where id in (${list(world.setupNotificationIds)})`)},
      'offers', ${rows(sql`select id, status, title, description, price, price_cash_cents, price_coins, price_unit, category, payment_types, images,
        rejection_reason, kind from offers where user_id = ${id}`)},
      'proposals', ${rows(sql`select id, status, amount, cash_amount_cents, message, sender_id, receiver_id from proposals
        where id in (${list(world.setupProposalIds)}) or sender_id = ${id}`)},
      'reviews', ${rows(sql`select id, rating from reviews where reviewer_id = ${id} or reviewee_id = ${id}`)},
      'conversations', ${rows(sql`select id, participant_a, participant_b from conversations where id in (${mine})`)},
      'messages', ${rows(sql`select id, body, read_at, sender_id from messages
        where conversation_id in (${mine}) or sender_id = ${id}`)},
      'reports', ${rows(sql`select mr.id, mr.status, mr.reporter_id from message_reports mr
        join messages m on m.id = mr.message_id where mr.reporter_id = ${id} or m.conversation_id in (${mine})`)},
      'sessions', ${rows(sql`select id, expires_at from session where user_id = ${id}`)},
      'feedback', ${rows(sql`select id, status, content from feedback where user_id = ${id}`)},
      'support', ${rows(sql`select id, status, comments from support_requests where user_id = ${id}`)},
      'subscriptions', ${rows(sql`select category from category_subscriptions where user_id = ${id}`, sql`category`)}
    ) as owned,
    json_build_object(
      'notifications', ${tally(sql`notifications where user_id = ${id}`)},
      'proposalsReceived', ${tally(sql`proposals where receiver_id = ${id}`)},
      'conversations', ${tally(sql`conversations where ${id} in (participant_a, participant_b)`)},
      'messagesReceived', ${tally(sql`messages where receiver_id = ${id}`)},
      'events', ${tally(sql`events where user_id = ${id}`)}
    ) as incoming`)) as { rows: { owned: unknown; incoming: unknown }[] };
  const [row] = result.rows;
  return { owned: row!.owned, incoming: row!.incoming };
}
