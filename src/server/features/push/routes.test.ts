import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createSignedInMember, signInAs } from '../../test/session.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ env: { PUSH_SERVICE_HOSTS: 'push.example.com' } });
});
afterAll(() => t.close());

const url = '/api/me/push-devices';
const p256dh = `B${'A'.repeat(86)}`;
const device = (endpoint = `https://push.example.com/send/${crypto.randomUUID()}`, name = 'Firefox on Android') => ({
  endpoint,
  keys: { p256dh, auth: 'c2VjcmV0LXNlY3JldC0xMg' },
  name,
});
const add = (cookie: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const list = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url, headers: { cookie } })).json<{ id: string; name: string }[]>();
const remove = (cookie: string, id: string) =>
  t.app.inject({ method: 'DELETE', url: `${url}/${id}`, headers: { cookie } });

describe('push devices: visitors', () => {
  it('answers 401 to every call without a session', async () => {
    for (const [method, path] of [
      ['GET', '/api/push/key'],
      ['GET', url],
      ['POST', url],
      ['DELETE', `${url}/00000000-0000-4000-8000-000000000000`],
    ] as const) {
      const res = await t.app.inject({ method, url: path, payload: method === 'POST' ? device() : undefined });
      expect(res.statusCode, `${method} ${path}`).toBe(401);
    }
  });
});

describe('push devices: a member', () => {
  it('gets the key browsers subscribe with: an uncompressed P-256 point', async () => {
    const { cookie } = await createSignedInMember(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/push/key', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const key = Buffer.from(res.json<{ publicKey: string }>().publicKey, 'base64url');
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
  });

  it('refuses a subscription that is not one, naming the field, and keeps nothing', async () => {
    const { cookie } = await createSignedInMember(t.app);
    const cases: [object, string, string][] = [
      [{ ...device(), endpoint: 'not an address' }, 'endpoint', 'Endpoint must be an address'],
      [{ ...device(), endpoint: 'ftp://push.example.com/x' }, 'endpoint', 'Endpoint must be an address'],
      [{ ...device(), keys: { p256dh: 'not base64!', auth: 'abc' } }, 'keys.p256dh', 'p256dh must be URL-safe base64'],
      [{ ...device(), name: '  ' }, 'name', 'Name is required'],
      [{ ...device(), name: 'x'.repeat(81) }, 'name', 'Name must be at most 80 characters'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await add(cookie, payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    }
    expect(await list(cookie)).toEqual([]);
  });

  it('takes endpoints on the known push services alone, over HTTPS: the server posts to them', async () => {
    const { cookie } = await createSignedInMember(t.app);
    for (const endpoint of [
      'https://push.example.net/send/1',
      'https://169.254.169.254/latest/meta-data',
      'https://push.example.com.evil.example/send/1',
      'http://push.example.com/send/1',
    ]) {
      const res = await add(cookie, device(endpoint));
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().error.fields.endpoint).toBe('Endpoint is not on a known push service');
    }
    expect(await list(cookie)).toEqual([]);
    expect((await add(cookie, device('https://eu.push.example.com/send/2'))).statusCode).toBe(201);
  });

  it('adds a device, lists it without its keys, and removes it', async () => {
    const { cookie } = await createSignedInMember(t.app);
    const res = await add(cookie, device(undefined, 'Chrome on Pixel 8'));
    expect(res.statusCode).toBe(201);
    const added = res.json<{ id: string }>();
    expect(added).toMatchObject({ name: 'Chrome on Pixel 8', lastUsedAt: null });
    const listed = await list(cookie);
    expect(listed).toEqual([added]);
    expect(JSON.stringify(listed)).not.toContain(p256dh);

    expect((await remove(cookie, added.id)).statusCode).toBe(204);
    expect(await list(cookie)).toEqual([]);
    expect((await remove(cookie, added.id)).statusCode).toBe(404);
  });

  it("answers 404 for another member's device, as for an unknown one, and leaves it", async () => {
    const owner = await createSignedInMember(t.app);
    const other = await createSignedInMember(t.app);
    const { id } = (await add(owner.cookie, device())).json<{ id: string }>();
    for (const target of [id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await remove(other.cookie, target);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Device not found');
    }
    expect(await list(owner.cookie)).toHaveLength(1);
  });

  it('ends a device with the sign-in it was turned on in: signing out there stops its pushes', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const elsewhere = await signInAs(t.app, user.email);
    await add(cookie, device(undefined, 'Library computer'));
    await add(elsewhere, device(undefined, 'Phone'));
    const signedOut = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie } });
    expect(signedOut.statusCode).toBe(204);
    expect((await list(elsewhere)).map((d) => d.name)).toEqual(['Phone']);
  });

  it('moves a browser to the member who turns push on there last', async () => {
    const first = await createSignedInMember(t.app);
    const second = await createSignedInMember(t.app);
    const endpoint = `https://push.example.com/send/${crypto.randomUUID()}`;
    await add(first.cookie, device(endpoint, 'Shared laptop'));
    expect((await add(second.cookie, device(endpoint, 'Shared laptop'))).statusCode).toBe(201);
    expect(await list(first.cookie)).toEqual([]);
    expect((await list(second.cookie)).map((d) => d.name)).toEqual(['Shared laptop']);
  });
});
