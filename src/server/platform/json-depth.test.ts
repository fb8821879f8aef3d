// A deeply nested JSON body is a 400 naming the problem on every route, never a 500 (issue 31, point 4).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.ts';
import { createSignedInMember } from '../test/session.ts';
import { exceedsJsonDepth, maxJsonDepth, tooDeepMessage } from './json-depth.ts';
import { findInvalidText } from './valid-text.ts';

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await createSignedInMember(t.app, { role: 'admin' })).cookie;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const nestedArrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const nestedObjects = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

describe('a deeply nested JSON body', () => {
  it('is refused with 400 on every route that takes a body, signed in or not', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase() as Method, path })),
    );
    const writes = routes.filter(({ method, path }) => method !== 'GET' && path !== '/api/payments/webhook');
    expect(writes.length).toBeGreaterThan(40);
    let calls = 0;
    for (const { method, path } of writes) {
      const url = `/api${path.replace(/^\/api/, '')}`.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      for (const payload of [nestedArrays(10_000), nestedObjects(4_000)]) {
        const res = await t.app.inject({
          method,
          url,
          headers: { cookie: admin, 'content-type': 'application/json' },
          // Each from its own address, so the routes' own rate limits (per address) never step in first.
          remoteAddress: `10.78.${Math.floor(++calls / 250)}.${calls % 250}`,
          payload,
        });
        expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(400);
        expect(res.json().error).toEqual({
          code: 'BODY_TOO_DEEP',
          message: tooDeepMessage,
          fields: { body: tooDeepMessage },
        });
      }
    }
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":${nestedArrays(10_000)},"password":"x"}`,
    });
    expect(signedOut.statusCode, signedOut.body).toBe(400);
    expect(signedOut.json().error.code).toBe('BODY_TOO_DEEP');
  });

  it(`takes a body up to ${maxJsonDepth} levels, and counts no bracket inside a string`, async () => {
    const atLimit = await t.app.inject({
      method: 'POST',
      url: '/api/support-requests',
      headers: { 'content-type': 'application/json' },
      payload: `{"name":"Ann","email":"ann@example.com","comments":"hi","x":${nestedArrays(maxJsonDepth - 1)}}`,
    });
    expect(atLimit.json().error?.code).not.toBe('BODY_TOO_DEEP');
    const bracketsInText = await t.app.inject({
      method: 'POST',
      url: '/api/support-requests',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Ann', email: 'not-an-email', comments: '[{'.repeat(5_000) + '\\"[' }),
    });
    expect(bracketsInText.statusCode).toBe(400);
    expect(bracketsInText.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('is measured without parsing, and the text check walks any depth without recursion', () => {
    expect(exceedsJsonDepth(nestedArrays(maxJsonDepth))).toBe(false);
    expect(exceedsJsonDepth(nestedArrays(maxJsonDepth + 1))).toBe(true);
    expect(exceedsJsonDepth(`["${'['.repeat(100)}\\"${'{'.repeat(100)}"]`)).toBe(false);
    let deep: unknown = 'bad\u0000';
    for (let level = 0; level < 200_000; level += 1) deep = { a: deep };
    expect(findInvalidText(deep)).toBe(Array.from({ length: 200_000 }, () => 'a').join('.'));
  });
});
