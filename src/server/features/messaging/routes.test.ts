import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createSignedInMember } from '../../test/session.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Signed = Awaited<ReturnType<typeof createSignedInMember>>;

const post = (url: string, who: Signed | undefined, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });
const get = (url: string, who: Signed | undefined) =>
  t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });

const member = () => createSignedInMember(t.app);

/** Two members and their conversation, started by the first. */
async function pair() {
  const a = await member();
  const b = await member();
  const started = await post('/api/conversations', a, { participantId: b.user.id });
  expect(started.statusCode, started.body).toBe(200);
  return { a, b, id: started.json().id as string };
}

const send = (id: string, who: Signed, content: string) => post(`/api/conversations/${id}/messages`, who, { content });

async function sendOk(id: string, who: Signed, content: string) {
  const res = await send(id, who, content);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('messaging routes', () => {
  it('answers 401 to visitors on every route', async () => {
    const id = randomUUID();
    const cases = [
      get('/api/conversations', undefined),
      post('/api/conversations', undefined, { participantId: id }),
      get(`/api/conversations/${id}/messages`, undefined),
      post(`/api/conversations/${id}/messages`, undefined, { content: 'Hi' }),
      post(`/api/conversations/${id}/read`, undefined),
      post(`/api/messages/${id}/report`, undefined, { reason: 'Spam' }),
    ];
    for (const res of await Promise.all(cases)) expect(res.statusCode).toBe(401);
  });

  it('lets the two participants write and read, newest activity first', async () => {
    const { a, b, id } = await pair();
    const sent = await sendOk(id, a, 'Hello there');
    expect(sent).toMatchObject({ conversationId: id, senderId: a.user.id, fromMe: true, body: 'Hello there' });
    const history = await get(`/api/conversations/${id}/messages`, b);
    expect(history.json()).toMatchObject({ items: [{ id: sent.id, fromMe: false, readAt: null }], hasMore: false });
    const list = (await get('/api/conversations', b)).json().items;
    expect(list).toEqual([
      {
        id,
        partner: { id: a.user.id, fullName: a.user.fullName, profilePictureUrl: null },
        lastMessage: { preview: 'Hello there', createdAt: sent.createdAt, fromMe: false },
        unreadCount: 1,
        lastMessageAt: expect.any(String),
      },
    ]);
  });
});
