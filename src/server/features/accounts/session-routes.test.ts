import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import { recordEvent, transactWithEvents } from '../../platform/events/record.ts';
import type { TestContext } from '../../test/app.ts';
import { listeningApp, openEventStream } from '../../test/event-stream.ts';
import { createUser } from '../../test/factories.ts';
import { createNotification } from '../notifications/service.ts';
import { describeBrowser } from '#shared/browser-name.ts';

let t: TestContext;
beforeAll(async () => {
  t = await listeningApp();
});
afterAll(() => t.close());

const userAgents = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
};

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const del = (url: string, cookie?: string) =>
  t.app.inject({ method: 'DELETE', url, headers: cookie ? { cookie } : {} });
const revokeOthers = (cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/me/sessions/revoke-others', headers: cookie ? { cookie } : {} });

async function signInWith(email: string, userAgent: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: { 'user-agent': userAgent },
    payload: { email, password: 'Password123!' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.cookies
    .filter((c) => c.value !== '')
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}

/** A member signed in on two devices: a Windows laptop and an iPhone. */
async function memberOnTwoDevices() {
  const user = await createUser(t.db);
  const laptop = await signInWith(user.email, userAgents.chromeWindows);
  const phone = await signInWith(user.email, userAgents.safariIphone);
  const listed = (await get('/api/me/sessions', laptop)).json().items as { id: string; current: boolean }[];
  const laptopId = listed.find((s) => s.current)!.id;
  const phoneId = listed.find((s) => !s.current)!.id;
  return { user, laptop, phone, laptopId, phoneId };
}

const isSignedIn = async (cookie: string) => (await get('/api/me', cookie)).statusCode === 200;

describe('describeBrowser', () => {
  it.each([
    [userAgents.chromeWindows, 'Chrome on Windows'],
    [userAgents.firefoxLinux, 'Firefox on Linux'],
    [userAgents.safariIphone, 'Safari on iPhone'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
      'Edge on macOS',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      'Safari on macOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Chrome on Linux',
    ],
    ['curl/8.5.0', 'Unknown browser'],
    ['', 'Unknown browser'],
    [null, 'Unknown browser'],
  ])('names %j as %j', (userAgent, expected) => {
    expect(describeBrowser(userAgent)).toBe(expected);
  });
});

describe('GET /api/me/sessions', () => {
  it('answers 401 to visitors', async () => {
    expect((await get('/api/me/sessions')).statusCode).toBe(401);
  });

  it("lists the member's devices, the most recently active first, marking the current one, never the token", async () => {
    const { user, laptop, phone, laptopId, phoneId } = await memberOnTwoDevices();
    // Another member's sessions are not listed.
    await signInWith((await createUser(t.db)).email, userAgents.firefoxLinux);
    // The laptop was active most recently.
    await t.db
      .update(sessions)
      .set({ updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.id, phoneId));

    const fromLaptop = await get('/api/me/sessions', laptop);
    expect(fromLaptop.statusCode).toBe(200);
    const items = fromLaptop.json().items;
    expect(items).toEqual([
      {
        id: laptopId,
        browser: 'Chrome on Windows',
        ipAddress: '127.0.0.1',
        createdAt: expect.any(String),
        lastActiveAt: expect.any(String),
        current: true,
      },
      expect.objectContaining({ id: phoneId, browser: 'Safari on iPhone', current: false }),
    ]);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, laptopId));
    expect(fromLaptop.body).not.toContain(row!.token);
    expect(row!.userId).toBe(user.id);

    const fromPhone = (await get('/api/me/sessions', phone)).json().items;
    expect(fromPhone.map((s: { id: string; current: boolean }) => [s.id, s.current])).toEqual([
      [laptopId, false],
      [phoneId, true],
    ]);
  });

  it("records the client's own address, not one it claims in X-Forwarded-For", async () => {
    const user = await createUser(t.db);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '198.51.100.1' },
      payload: { email: user.email, password: 'Password123!' },
    });
    expect(signIn.statusCode).toBe(200);
    const [row] = await t.db
      .select({ ipAddress: sessions.ipAddress })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(row?.ipAddress).toBe('203.0.113.9');
  });

  it('leaves out expired sessions', async () => {
    const { laptop, phoneId } = await memberOnTwoDevices();
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, phoneId));
    const items = (await get('/api/me/sessions', laptop)).json().items;
    expect(items).toHaveLength(1);
    expect(items[0].current).toBe(true);
  });
});

describe('DELETE /api/me/sessions/:id', () => {
  it('answers 401 to visitors', async () => {
    expect((await del(`/api/me/sessions/${randomUUID()}`)).statusCode).toBe(401);
  });

  it('signs out that device only: its next request is 401, the other goes on', async () => {
    const { laptop, phone, phoneId } = await memberOnTwoDevices();
    const res = await del(`/api/me/sessions/${phoneId}`, laptop);
    expect(res.statusCode).toBe(204);
    // The laptop keeps its cookie.
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await get('/api/me', phone)).statusCode).toBe(401);
    expect(await isSignedIn(laptop)).toBe(true);
    expect((await get('/api/me/sessions', laptop)).json().items).toHaveLength(1);
    expect(await t.db.$count(sessions, eq(sessions.id, phoneId))).toBe(0);
  });

  it("answers 'Session not found' for another member's session, an unknown or a malformed id, and ends nothing", async () => {
    const { laptop } = await memberOnTwoDevices();
    const other = await memberOnTwoDevices();
    for (const id of [other.phoneId, randomUUID(), 'not-a-uuid']) {
      const res = await del(`/api/me/sessions/${id}`, laptop);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Session not found');
    }
    expect(await isSignedIn(other.phone)).toBe(true);
    expect(await isSignedIn(other.laptop)).toBe(true);
  });

  it('signs this browser out when it is the current session, clearing the cookie', async () => {
    const { laptop, phone, laptopId } = await memberOnTwoDevices();
    const res = await del(`/api/me/sessions/${laptopId}`, laptop);
    expect(res.statusCode).toBe(204);
    const cleared = res.cookies.find((c) => c.name.endsWith('session_token'));
    expect(cleared?.value).toBe('');
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(phone)).toBe(true);
  });

  it("ends the revoked session's event stream, and only that one", async () => {
    const { user, laptop, phone, phoneId } = await memberOnTwoDevices();
    const phoneStream = await openEventStream(t.app, phone);
    const laptopStream = await openEventStream(t.app, laptop);
    await phoneStream.nextId();
    await laptopStream.nextId();

    expect((await del(`/api/me/sessions/${phoneId}`, laptop)).statusCode).toBe(204);
    expect(await phoneStream.next()).toMatchObject({ event: 'session.revoked' });
    expect(await phoneStream.next()).toBeNull();
    // The laptop is told too (its tabs recheck their session), and its stream stays open.
    expect(await laptopStream.next()).toMatchObject({ event: 'session.revoked' });
    await signInWith(user.email, userAgents.firefoxLinux);
    expect(await revokeOthers(laptop)).toMatchObject({ statusCode: 200 });
    expect(await laptopStream.next()).toMatchObject({ event: 'session.revoked' });
    laptopStream.close();
  });
});

describe('a revoked stream', () => {
  it('hears nothing that follows its revocation, even in the same read', async () => {
    const { user, laptop, phone, phoneId } = await memberOnTwoDevices();
    const phoneStream = await openEventStream(t.app, phone);
    const laptopStream = await openEventStream(t.app, laptop);
    await phoneStream.nextId();
    await laptopStream.nextId();

    // One commit: the phone's session ends, and a notification arrives right after; both streams read both at once.
    await transactWithEvents(t.ctx, async (tx) => {
      await tx.delete(sessions).where(eq(sessions.id, phoneId));
      await recordEvent(tx, { userId: user.id, type: 'session.revoked', payload: {} });
      await createNotification(tx, {
        userId: user.id,
        type: 'payment_received',
        title: 'Private',
        message: 'For the laptop',
      });
    });
    expect(await phoneStream.next()).toMatchObject({ event: 'session.revoked' });
    expect(await phoneStream.next()).toBeNull();
    expect(await laptopStream.next()).toMatchObject({ event: 'session.revoked' });
    expect(await laptopStream.next()).toMatchObject({ event: 'notification.created' });
    laptopStream.close();
  });
});

describe('POST /api/me/sessions/revoke-others', () => {
  it('answers 401 to visitors', async () => {
    expect((await revokeOthers()).statusCode).toBe(401);
  });

  it('signs out every other device, keeps this one, and answers how many ended', async () => {
    const { user, laptop, phone, laptopId } = await memberOnTwoDevices();
    const tablet = await signInWith(user.email, userAgents.firefoxLinux);
    const stranger = await memberOnTwoDevices();

    const res = await revokeOthers(laptop);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ revoked: 2 });
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(tablet)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(true);
    const left = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toEqual([{ id: laptopId }]);
    expect(await isSignedIn(stranger.phone)).toBe(true);

    expect((await revokeOthers(laptop)).json()).toEqual({ revoked: 0 });
  });
});
