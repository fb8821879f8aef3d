import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportRequests } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createSignedInMember } from '../../test/session.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = {
  name: 'Pat Visitor',
  email: 'pat@example.com',
  helpType: 'Account Access',
  comments: 'I cannot sign in since yesterday.',
};
// Each request from its own address, so the per-address limit only bites where a test means it to.
let address = 0;
const send = (payload: Record<string, unknown>, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/support-requests',
    payload,
    headers: cookie ? { cookie } : {},
    remoteAddress: `10.0.0.${(address += 1)}`,
  });

describe('POST /api/support-requests', () => {
  it.each([
    [{ ...valid, name: ' ' }, 'name', 'Name is required'],
    [{ ...valid, email: '' }, 'email', 'Email is required'],
    [{ ...valid, email: 'nope' }, 'email', 'Invalid email address'],
    [{ ...valid, helpType: 'Gossip' }, 'helpType', 'Please select a help type'],
    [{ ...valid, comments: '' }, 'comments', 'Please provide details about your request'],
  ])('refuses %j with the spec message', async (payload, field, message) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
  });

  it('stores a visitor request for the admins', async () => {
    const res = await send({ ...valid, phone: '' });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(supportRequests).where(eq(supportRequests.id, res.json().id));
    expect(row).toMatchObject({ ...valid, phone: null, userId: null, status: 'open' });
  });

  it('links the request to a signed-in member', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const res = await send({ ...valid, email: user.email }, cookie);
    const [row] = await t.db.select().from(supportRequests).where(eq(supportRequests.id, res.json().id));
    expect(row?.userId).toBe(user.id);
  });

  it('limits one address to five requests a minute', async () => {
    const codes = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/support-requests',
        payload: valid,
        remoteAddress: '10.1.1.1',
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
