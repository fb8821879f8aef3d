import { randomUUID } from 'node:crypto';
import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailNotVerifiedMessage } from '#shared/email-verification.ts';
import { conversations, messages, offers, proposals, users, withdrawals } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { earnCoins } from '../../test/earned-coins.ts';
import {
  createConversation,
  createOffer,
  createProposal,
  ensurePlatformSettings,
  fundWallet,
} from '../../test/factories.ts';
import { waitForEmail } from '../../test/outbox.ts';
import { verificationResendsPerQuarterHour } from '../../platform/rate-limits.ts';
import { cookieFrom, createSignedInMember } from '../../test/session.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, cookie: string | undefined, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const me = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json() as { emailVerified: boolean };
const verify = (token: string) => post('/api/auth/verify-email', undefined, { token });

async function latestVerifyToken(email: string): Promise<string> {
  const mail = await waitForEmail(t.db, email, 'verify_email');
  const link = new URL((mail.payload as { verifyUrl: string }).verifyUrl);
  expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/verify-email');
  return link.searchParams.get('token') ?? '';
}

async function signUp(email = `new-${randomUUID().slice(0, 8)}@example.com`) {
  const res = await post('/api/auth/sign-up', undefined, {
    fullName: 'Nia Newcomer',
    email,
    password: 'Sturdy-Pass-42',
    termsAgreed: true,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { email, cookie: cookieFrom(res), user: res.json().user as { id: string; emailVerified: boolean } };
}

describe('verifying the email', () => {
  it('mails a link at sign-up that verifies the address once', async () => {
    const member = await signUp();
    expect(member.user.emailVerified).toBe(false);
    const token = await latestVerifyToken(member.email);

    const first = await verify(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(await me(member.cookie)).toMatchObject({ emailVerified: true });

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('VERIFICATION_LINK_USED');
  });

  it('refuses a made-up or altered link and changes nothing', async () => {
    const member = await signUp();
    const token = await latestVerifyToken(member.email);
    const [header, payload, signature] = token.split('.');
    const altered = `${header}.${payload}.${signature?.slice(0, -4)}AAAA`;
    for (const bad of ['made-up', altered, `${header}.${payload}.`]) {
      const res = await verify(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'INVALID_VERIFICATION_LINK',
        message: 'This verification link is invalid or has expired. Please request a new one.',
      });
    }
    expect((await verify('')).statusCode).toBe(400);
    expect(await me(member.cookie)).toMatchObject({ emailVerified: false });
  });

  it('refuses a forged token whose member id is not a UUID, before reading it (issue 31, point 5)', async () => {
    const member = await signUp();
    const token = await latestVerifyToken(member.email);
    const [header, , signature] = token.split('.');
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const claims = { email: member.email, iat: 1, exp: 9_999_999_999 };
    const forged = [
      `${header}.${encode({ ...claims, userId: 'not-a-uuid' })}.${signature}`,
      `${header}.${encode({ ...claims, userId: "' OR 1=1 --" })}.${signature}`,
      `${header}.${encode({ ...claims, userId: { id: member.user.id } })}.${signature}`,
      `${unsigned}.${encode({ ...claims, userId: member.user.id })}.`,
      `${header}.${encode({ ...claims, userId: member.user.id })}.${signature}`,
    ];
    for (const bad of forged) {
      const res = await verify(bad);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toEqual({
        code: 'INVALID_VERIFICATION_LINK',
        message: 'This verification link is invalid or has expired. Please request a new one.',
      });
    }
    expect(await me(member.cookie)).toMatchObject({ emailVerified: false });
    expect((await verify(token)).statusCode).toBe(200);
  });

  it('lets the member ask for a new link a few times, then rate limits', async () => {
    expect((await post('/api/auth/verify-email/resend', undefined)).statusCode).toBe(401);
    const member = await signUp();
    await latestVerifyToken(member.email);
    for (let i = 0; i < verificationResendsPerQuarterHour; i += 1) {
      expect((await post('/api/auth/verify-email/resend', member.cookie)).statusCode).toBe(202);
    }
    const limited = await post('/api/auth/verify-email/resend', member.cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');

    // The newest link works.
    expect((await verify(await latestVerifyToken(member.email))).statusCode).toBe(200);
    const verified = await createSignedInMember(t.app);
    const already = await post('/api/auth/verify-email/resend', verified.cookie);
    expect(already.statusCode).toBe(409);
    expect(already.json().error.code).toBe('EMAIL_ALREADY_VERIFIED');
  });
});

describe('an unverified member', () => {
  const refusal = { code: 'EMAIL_NOT_VERIFIED', message: emailNotVerifiedMessage };

  it('cannot send a proposal, nor a message from a proposal', async () => {
    const member = await createSignedInMember(t.app, { emailVerified: false });
    const listing = await createOffer(t, { paymentTypes: ['cash'] });
    const proposal = await post(`/api/offers/${listing.id}/proposals`, member.cookie, {
      paymentMethods: ['cash'],
      fullName: 'Nia Newcomer',
      email: 'nia@example.com',
      offerAmount: '$40',
      message: 'Could you help next week?',
    });
    expect(proposal.statusCode).toBe(403);
    expect(proposal.json().error).toEqual(refusal);
    expect(await t.db.$count(proposals, eq(proposals.senderId, member.user.id))).toBe(0);

    const existing = await createProposal(t, { senderId: member.user.id });
    const message = await post(`/api/proposals/${existing.id}/messages`, member.cookie, { content: 'Hello there' });
    expect(message.statusCode).toBe(403);
    expect(message.json().error).toEqual(refusal);
    expect(await t.db.$count(messages, eq(messages.senderId, member.user.id))).toBe(0);
  });

  it('cannot start a conversation or send a message in one', async () => {
    const member = await createSignedInMember(t.app, { emailVerified: false });
    const other = await createSignedInMember(t.app);
    const start = await post('/api/conversations', member.cookie, { participantId: other.user.id });
    expect(start.statusCode).toBe(403);
    expect(start.json().error).toEqual(refusal);
    const mine = or(eq(conversations.participantA, member.user.id), eq(conversations.participantB, member.user.id));
    expect(await t.db.$count(conversations, mine)).toBe(0);

    const conversation = await createConversation(t.db, { participantA: member.user.id, participantB: other.user.id });
    const send = await post(`/api/conversations/${conversation.id}/messages`, member.cookie, { content: 'Hello' });
    expect(send.statusCode).toBe(403);
    expect(send.json().error).toEqual(refusal);
    expect(await t.db.$count(messages, eq(messages.conversationId, conversation.id))).toBe(0);
  });

  it('cannot convert coins or withdraw, and keeps every balance', async () => {
    const member = await createSignedInMember(t.app, { emailVerified: false });
    await fundWallet(t, member.user.id, { cashCents: 10_000, coins: 1000 });
    const convert = await post('/api/wallet/convert', member.cookie, {
      coins: 100,
      acceptTerms: true,
      requestId: randomUUID(),
    });
    expect(convert.statusCode).toBe(403);
    expect(convert.json().error).toEqual(refusal);
    const withdraw = await post('/api/wallet/withdrawals', member.cookie, {
      amountCents: 2500,
      acceptTerms: true,
      requestId: randomUUID(),
    });
    expect(withdraw.statusCode).toBe(403);
    expect(withdraw.json().error).toEqual(refusal);
    const [row] = await t.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row).toMatchObject({ cashBalanceCents: 10_000, dragonCoins: 1000 });
    expect(await t.db.$count(withdrawals, eq(withdrawals.userId, member.user.id))).toBe(0);
  });

  it('cannot post a listing or a request, even with Auto Approve on (issue 31, point 10)', async () => {
    await ensurePlatformSettings(t, { autoApproveListings: true });
    const member = await createSignedInMember(t.app, { emailVerified: false });
    const listing = {
      kind: 'service',
      title: 'Garden tidy-up',
      category: 'Home & Garden',
      description: 'Weeding, pruning and mowing for small gardens.',
      price: { cashCents: 3000, unit: 'hour' },
      paymentTypes: ['cash'],
      images: [],
    };
    expect((await post('/api/offers', undefined, listing)).statusCode).toBe(401);
    for (const body of [listing, { ...listing, kind: 'request' }, { ...listing, title: '' }]) {
      const res = await post('/api/offers', member.cookie, body);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error).toEqual(refusal);
    }
    expect(await t.db.$count(offers, eq(offers.userId, member.user.id))).toBe(0);

    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, member.user.id));
    const posted = await post('/api/offers', member.cookie, listing);
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json()).toMatchObject({ status: 'active', title: 'Garden tidy-up' });
    await ensurePlatformSettings(t, { autoApproveListings: false });
  });

  it('can still buy coins and edit the profile', async () => {
    const member = await createSignedInMember(t.app, { emailVerified: false });
    const checkout = await post('/api/wallet/checkout', member.cookie, { coins: 100, acceptTerms: true });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: member.cookie },
      payload: { bio: 'New here, keen to help.' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ bio: 'New here, keen to help.', emailVerified: false });
  });

  it('may do all of it once verified through the emailed link', async () => {
    const member = await signUp();
    await earnCoins(t, member.user.id, 1000);
    const convert = () =>
      post('/api/wallet/convert', member.cookie, { coins: 100, acceptTerms: true, requestId: randomUUID() });
    expect((await convert()).statusCode).toBe(403);
    expect((await verify(await latestVerifyToken(member.email))).statusCode).toBe(200);
    expect((await convert()).statusCode).toBe(200);
  });
});
