import { randomUUID } from 'node:crypto';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  accounts,
  conversations,
  orders,
  emailOutbox,
  ledgerEntries,
  messages,
  notifications,
  offers,
  proposals,
  sessions,
  supportRequests,
  users,
  withdrawals,
} from '../../db/schema/index.ts';
import { enqueueEmail } from '../../platform/email/outbox.ts';
import type { TestContext } from '../../test/app.ts';
import { failFirstTransaction } from '../../test/deadlock.ts';
import { listeningApp, openEventStream } from '../../test/event-stream.ts';
import {
  createConversation,
  createNotification,
  createOffer,
  createProposal,
  createUser,
  fundWallet,
} from '../../test/factories.ts';
import { createSignedInMember, signInAs } from '../../test/session.ts';
import { deleteAccount } from './deletion.ts';

let t: TestContext;
beforeAll(async () => {
  t = await listeningApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const deleteMe = (cookie: string | undefined, payload?: object) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/me',
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
const confirmed = { confirmation: 'DELETE' };
const isSignedIn = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode === 200;

describe('DELETE /api/me', () => {
  it('answers 401 to visitors', async () => {
    expect((await deleteMe(undefined, confirmed)).statusCode).toBe(401);
  });

  it.each([[undefined], [{}], [{ confirmation: 'delete' }], [{ confirmation: 'DELETE ' }]])(
    'refuses %j with "Type DELETE to confirm" and deletes nothing',
    async (payload) => {
      const { user, cookie } = await createSignedInMember(t.app);
      const res = await deleteMe(cookie, payload);
      expect(res.statusCode).toBe(400);
      if (payload) expect(res.json().error.fields.confirmation).toBe('Type DELETE to confirm');
      expect(await t.db.$count(users, eq(users.id, user.id))).toBe(1);
      expect(await isSignedIn(cookie)).toBe(true);
    },
  );

  it('refuses while a withdrawal is pending, keeping the account and its held cash', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    await fundWallet(t, user.id, { cashCents: 5_000 });
    const withdrawal = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/withdrawals',
      headers: { cookie },
      payload: { amountCents: 2_500, requestId: randomUUID(), acceptTerms: true },
    });
    expect(withdrawal.statusCode, withdrawal.body).toBeLessThan(300);

    const res = await deleteMe(cookie, confirmed);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'WITHDRAWAL_PENDING',
      message: 'You have a pending withdrawal. Your account can be deleted once an administrator has decided on it.',
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.cashBalanceCents).toBe(2_500);
    expect(
      await t.db.$count(
        ledgerEntries,
        and(eq(ledgerEntries.userId, user.id), eq(ledgerEntries.description, 'Balance closed on account deletion')),
      ),
    ).toBe(0);
    expect(await t.db.$count(withdrawals, eq(withdrawals.userId, user.id))).toBe(1);
    expect(await isSignedIn(cookie)).toBe(true);
  });

  it('refuses to delete the last admin, and lets an admin go while another remains', async () => {
    const first = await createSignedInMember(t.app, { role: 'admin' });
    await t.db
      .update(users)
      .set({ role: 'user' })
      .where(and(eq(users.role, 'admin'), ne(users.id, first.user.id)));

    const res = await deleteMe(first.cookie, confirmed);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('LAST_ADMIN');
    expect(await t.db.$count(users, eq(users.id, first.user.id))).toBe(1);

    const second = await createSignedInMember(t.app, { role: 'admin' });
    expect((await deleteMe(first.cookie, confirmed)).statusCode).toBe(204);
    expect((await deleteMe(second.cookie, confirmed)).statusCode).toBe(409);
  });

  it('decides the last-admin rule on the locked row, not on the role the request read', async () => {
    const admin = await createSignedInMember(t.app, { role: 'admin' });
    await t.db
      .update(users)
      .set({ role: 'user' })
      .where(and(eq(users.role, 'admin'), ne(users.id, admin.user.id)));
    // As if promoted after the request resolved its member: the row says admin, the request still says user.
    await expect(deleteAccount(t.ctx, { ...admin.user, role: 'user' })).rejects.toMatchObject({ code: 'LAST_ADMIN' });
    expect(await t.db.$count(users, eq(users.id, admin.user.id))).toBe(1);
  });

  it('counts only an active admin as another admin', async () => {
    const admin = await createSignedInMember(t.app, { role: 'admin' });
    await t.db
      .update(users)
      .set({ status: 'suspended', suspensionReason: 'Inactive' })
      .where(and(eq(users.role, 'admin'), ne(users.id, admin.user.id)));
    const res = await deleteMe(admin.cookie, confirmed);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('LAST_ADMIN');
    expect(await t.db.$count(users, eq(users.id, admin.user.id))).toBe(1);
  });

  it('refuses while a coin purchase can still be paid, and allows it once the checkout has expired', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/checkout',
      headers: { cookie },
      payload: { coins: 100, acceptTerms: true },
    });
    expect(checkout.statusCode, checkout.body).toBeLessThan(300);

    const res = await deleteMe(cookie, confirmed);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'ORDER_PENDING',
      message:
        'You have a Dragon Coins purchase waiting for payment. Your account can be deleted once it is paid or has expired (24 hours after it started).',
    });
    expect(await isSignedIn(cookie)).toBe(true);

    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(orders.userId, user.id));
    expect((await deleteMe(cookie, confirmed)).statusCode).toBe(204);
  });

  it.each(['payer', 'payee'] as const)(
    'refuses while the member is the %s of an accepted coins deal, whose coins would never move',
    async (side) => {
      const { user, cookie } = await createSignedInMember(t.app);
      const partner = await createUser(t.db);
      const listing = await createOffer(t, { userId: side === 'payer' ? partner.id : user.id });
      const deal = await createProposal(t, {
        offerId: listing.id,
        senderId: side === 'payer' ? user.id : partner.id,
        paymentMethods: ['coins'],
        currency: 'coins',
        coinAmount: 50,
        status: 'accepted',
      });
      expect(deal.payerId).toBe(side === 'payer' ? user.id : partner.id);

      const res = await deleteMe(cookie, confirmed);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('COIN_DEAL_OPEN');
      const [kept] = await t.db.select().from(proposals).where(eq(proposals.id, deal.id));
      expect(kept).toMatchObject({ status: 'accepted', senderId: deal.senderId, payerId: deal.payerId });

      await t.db
        .update(proposals)
        .set({ status: 'completed', completedAt: new Date() })
        .where(eq(proposals.id, deal.id));
      expect((await deleteMe(cookie, confirmed)).statusCode).toBe(204);
    },
  );

  it("removes the member, their sessions, listings and personal copies, keeps others' records, writes off the balances", async () => {
    const { user, cookie } = await createSignedInMember(t.app, { phone: '+1 555 0199' });
    const otherDevice = await signInAs(t.app, user.email);
    const partner = await createUser(t.db);
    const listing = await createOffer(t, { userId: user.id, title: 'Piano lessons' });
    const partnerListing = await createOffer(t, { userId: partner.id });
    // Sent by the member on the partner's listing (contact details copied), and received from the partner.
    const sent = await createProposal(t, {
      senderId: user.id,
      offerId: partnerListing.id,
      contactPhone: user.phone,
    });
    const received = await createProposal(t, { senderId: partner.id, offerId: listing.id });
    const conversation = await createConversation(t.db, {
      participantA: user.id,
      participantB: partner.id,
      messages: [
        { from: 'a', body: 'Hello' },
        { from: 'b', body: 'Hi there' },
      ],
    });
    await createNotification(t.db, { userId: user.id });
    const support = await t.app.inject({
      method: 'POST',
      url: '/api/support-requests',
      headers: { cookie },
      payload: {
        name: user.fullName,
        email: user.email,
        phone: '+1 555 0199',
        helpType: 'General Question',
        comments: 'I need help with my account settings please.',
      },
    });
    expect(support.statusCode, support.body).toBe(201);
    await enqueueEmail(t.db, { to: user.email, template: 'welcome', payload: { appUrl: 'http://localhost' } });
    expect(await t.db.$count(emailOutbox, eq(emailOutbox.toAddress, user.email))).toBe(1);
    await fundWallet(t, user.id, { cashCents: 1_234, coins: 56 });
    await fundWallet(t, partner.id, { coins: 10 });
    // The live lists are cached; the deleted member's listing must leave them at once.
    const before = await t.app.inject({ method: 'GET', url: '/api/offers?q=Piano' });
    expect(before.json().items.map((o: { id: string }) => o.id)).toContain(listing.id);

    const res = await deleteMe(cookie, confirmed);
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name.endsWith('session_token'))?.value).toBe('');

    expect(await t.db.$count(users, eq(users.id, user.id))).toBe(0);
    expect(await t.db.$count(sessions, eq(sessions.userId, user.id))).toBe(0);
    expect(await t.db.$count(accounts, eq(accounts.userId, user.id))).toBe(0);
    expect(await t.db.$count(offers, eq(offers.id, listing.id))).toBe(0);
    expect(await t.db.$count(notifications, eq(notifications.userId, user.id))).toBe(0);
    const after = await t.app.inject({ method: 'GET', url: '/api/offers?q=Piano' });
    expect(after.json().items.map((o: { id: string }) => o.id)).not.toContain(listing.id);

    // No copy of their email or phone anywhere in proposals, support requests or the outbox.
    const copies = await Promise.all([
      t.db.$count(
        proposals,
        or(
          eq(proposals.contactEmail, user.email),
          eq(proposals.contactPhone, user.phone!),
          eq(proposals.contactName, user.fullName),
        ),
      ),
      t.db.$count(
        supportRequests,
        or(
          eq(supportRequests.email, user.email),
          eq(supportRequests.phone, user.phone!),
          eq(supportRequests.name, user.fullName),
        ),
      ),
      t.db.$count(emailOutbox, eq(emailOutbox.toAddress, user.email)),
    ]);
    expect(copies).toEqual([0, 0, 0]);

    // Other members' records stay, with the deleted party unlinked.
    const [keptSent] = await t.db.select().from(proposals).where(eq(proposals.id, sent.id));
    expect(keptSent).toMatchObject({
      senderId: null,
      receiverId: partner.id,
      contactName: 'Deleted user',
      contactEmail: '',
      contactPhone: null,
    });
    const [keptReceived] = await t.db.select().from(proposals).where(eq(proposals.id, received.id));
    expect(keptReceived).toMatchObject({ senderId: partner.id, receiverId: null, contactEmail: partner.email });
    const [keptConversation] = await t.db.select().from(conversations).where(eq(conversations.id, conversation.id));
    expect(keptConversation).toMatchObject({ participantA: null, participantB: partner.id });
    expect(await t.db.$count(messages, eq(messages.conversationId, conversation.id))).toBe(2);
    expect(await t.db.$count(offers, eq(offers.id, partnerListing.id))).toBe(1);
    expect(await t.db.$count(ledgerEntries, eq(ledgerEntries.userId, partner.id))).toBe(1);

    const [keptSupport] = await t.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.comments, 'I need help with my account settings please.'));
    expect(keptSupport).toMatchObject({ userId: null, name: 'Deleted user', email: '', phone: null });

    // The ledger keeps the member's entries, unlinked, with the write-offs that closed both balances.
    const writeOffs = await t.db
      .select({
        userId: ledgerEntries.userId,
        kind: ledgerEntries.kind,
        currency: ledgerEntries.currency,
        type: ledgerEntries.type,
        amount: ledgerEntries.amount,
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.description, 'Balance closed on account deletion'))
      .orderBy(ledgerEntries.currency);
    expect(writeOffs).toEqual([
      { userId: null, kind: 'adjustment', currency: 'cash', type: 'sent', amount: 1_234 },
      { userId: null, kind: 'adjustment', currency: 'coins', type: 'sent', amount: 56 },
    ]);
    // The funding entries stay too: 2 funds + 2 write-offs, all unlinked now.
    expect(await t.db.$count(ledgerEntries, sql`${ledgerEntries.userId} IS NULL`)).toBeGreaterThanOrEqual(4);

    expect(await isSignedIn(cookie)).toBe(false);
    expect(await isSignedIn(otherDevice)).toBe(false);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: 'Password123!' },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.message).toBe('Invalid email or password');
  });

  it('writes nothing to the ledger for an empty wallet', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    expect((await deleteMe(cookie, confirmed)).statusCode).toBe(204);
    expect(await t.db.$count(ledgerEntries, eq(ledgerEntries.idempotencyKey, `account-closed:${user.id}`))).toBe(0);
  });

  it("ends the deleted member's open event streams on other devices at their next ping", async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const otherDevice = await signInAs(t.app, user.email);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stream = await openEventStream(t.app, otherDevice);
    await stream.nextId();
    expect((await deleteMe(cookie, confirmed)).statusCode).toBe(204);
    await vi.advanceTimersByTimeAsync(25_000);
    // A ping comment comes first; the stream then ends.
    expect(await stream.next()).toBeNull();
  });
});

describe('a deletion made the victim of a deadlock', () => {
  it("runs again and deletes the member (the admin's deletion: admin-routes.test.ts)", async () => {
    const member = await createUser(t.db);
    await deleteAccount({ ...t.ctx, db: failFirstTransaction(t.db) }, member);
    expect(await t.db.$count(users, eq(users.id, member.id))).toBe(0);
  });
});
