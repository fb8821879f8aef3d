// The OpenAPI document is complete enough for tools: Spectral's OpenAPI rules find nothing in it, and a client
// typed by openapi-typescript from it type-checks calls to a few routes (and rejects a field that does not exist).
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.ts';
import { apiEndpoints } from '#shared/endpoints/index.ts';
import { errorStatusesOf } from '#shared/endpoint.ts';
import { errorCodes } from '#shared/error-codes.ts';
import { operationIdOf } from './openapi.ts';

const run = promisify(execFile);
const bin = (name: string) => path.resolve('node_modules/.bin', name);

let t: TestContext;
let dir: string;
let document: Record<string, unknown>;
beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(path.join(os.tmpdir(), 'market-openapi-'));
  document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
}, 120_000);
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

/** Spectral exits non-zero when it finds something; its JSON lists what. */
async function lint(file: string, ruleset: string): Promise<{ code: string; message: string; path: string[] }[]> {
  try {
    const { stdout } = await run(bin('spectral'), ['lint', file, '--ruleset', ruleset, '-f', 'json', '-q']);
    return stdout.trim() ? JSON.parse(stdout) : [];
  } catch (error) {
    const { stdout } = error as { stdout?: string };
    if (!stdout) throw error;
    return JSON.parse(stdout);
  }
}

const client = `import type { paths } from './api.ts';

type Json<R> = R extends { content: { 'application/json': infer T } } ? T : never;
type GetPath = { [P in keyof paths]: paths[P] extends { get: { responses: { 200: unknown } } } ? P : never }[keyof paths];
type Got<P extends GetPath> = paths[P] extends { get: { responses: { 200: infer R } } } ? Json<R> : never;
type SignIn = paths['/api/auth/sign-in']['post'];

async function get<P extends GetPath>(path: P): Promise<Got<P>> {
  return (await (await fetch('http://localhost' + path)).json()) as Got<P>;
}

export async function useTheApi(): Promise<string[]> {
  const offers = await get('/api/offers');
  const titles: string[] = offers.items.map((offer) => offer.title);
  const categories = await get('/api/categories');
  const counts: number[] = categories.map((category) => category.count);
  const body: NonNullable<SignIn['requestBody']>['content']['application/json'] = {
    email: 'maya@example.com',
    password: 'Password123!',
  };
  // @ts-expect-error: a list page has no such field
  void offers.nothingLikeThis;
  return [...titles, String(counts.length), body.email];
}
`;

describe('the OpenAPI document', () => {
  it("passes Spectral's OpenAPI rules with no error and no warning", async () => {
    const file = path.join(dir, 'openapi.json');
    const ruleset = path.join(dir, '.spectral.yaml');
    await writeFile(file, JSON.stringify(document));
    await writeFile(ruleset, 'extends: ["spectral:oas"]\n');
    expect(await lint(file, ruleset)).toEqual([]);
  }, 120_000);

  it('types a client that calls a few routes, and the type checker holds it to the responses', async () => {
    const ast = await openapiTS(JSON.stringify(document));
    await writeFile(path.join(dir, 'api.ts'), astToString(ast));
    await writeFile(path.join(dir, 'client.ts'), client);
    const args = ['--noEmit', '--strict', '--target', 'es2022', '--module', 'nodenext', '--skipLibCheck'];
    const checked = await run(bin('tsc'), [...args, path.join(dir, 'client.ts')]).then(
      () => '',
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    expect(checked).toBe('');
  }, 120_000);

  it('names every operation once, describes and tags it, and asks for the session where a route needs one', () => {
    const operations = Object.entries(
      document.paths as Record<string, Record<string, Record<string, unknown>>>,
    ).flatMap(([, methods]) => Object.values(methods));
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    for (const operation of operations) {
      expect(operation.summary, String(operation.operationId)).toEqual(expect.any(String));
      expect(operation.tags, String(operation.operationId)).toHaveLength(1);
    }
    const me = (document.paths as Record<string, Record<string, { security?: unknown }>>)['/api/me']!;
    expect(me.get!.security).toEqual([{ sessionCookie: [] }]);
    expect(operationIdOf('POST', '/api/admin/offers/:id/approve')).toBe('postAdminOffersIdApprove');
  });

  it('documents every endpoint descriptor, and only those: each response has its schema, each failure the envelope', () => {
    const paths = document.paths as Record<string, Record<string, { responses: Record<string, Response> }>>;
    type Response = { content?: { 'application/json'?: { schema?: { properties?: object } } } };
    const documented = Object.entries(paths).flatMap(([url, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${url}`),
    );
    const openapiPath = (path: string) => `/api${path.replaceAll(/:(\w+)/g, '{$1}')}`;
    expect(documented.sort()).toEqual(apiEndpoints.map((e) => `${e.method} ${openapiPath(e.path)}`).sort());

    for (const endpoint of apiEndpoints) {
      const { responses } = paths[openapiPath(endpoint.path)]![endpoint.method.toLowerCase()]!;
      const name = `${endpoint.method} ${endpoint.path}`;
      for (const status of Object.keys(endpoint.responses)) {
        if (status !== '204') expect(responses[status]?.content?.['application/json']?.schema, name).toBeDefined();
      }
      for (const status of errorStatusesOf(endpoint)) {
        const schema = responses[String(status)]?.content?.['application/json']?.schema;
        expect(schema?.properties, `${name} ${status}`).toHaveProperty('error');
      }
    }
  });

  it("lists each operation's error codes with their meaning under each failure status (issue 31, point 6)", () => {
    type Operation = { responses: Record<string, { description: string }> };
    const paths = document.paths as Record<string, Record<string, Operation>>;
    const codesAt = (path: string, method: string, status: number) =>
      [
        ...(paths[path]![method]!.responses[String(status)]?.description ?? '').matchAll(/\b([A-Z][A-Z_]+[A-Z]) \(/g),
      ].map((found) => found[1]);
    expect(codesAt('/api/proposals/{id}/accept', 'post', 409)).toEqual([
      'TRY_AGAIN',
      'PROPOSAL_STATUS',
      'STALE_VERSION',
      'SENDER_GONE',
      'OFFERER_GONE',
      'PAYER_SHORT',
    ]);
    expect(paths['/api/proposals/{id}/accept']!.post!.responses['409']!.description).toContain(
      `STALE_VERSION (${errorCodes.STALE_VERSION.meaning})`,
    );
    expect(codesAt('/api/proposals/{id}/counter', 'post', 409)).toContain('STALE_VERSION');
    for (const path of ['/api/wallet/withdrawals', '/api/wallet/convert']) {
      expect(codesAt(path, 'post', 409)).toEqual(
        expect.arrayContaining(['REQUEST_ID_REUSED', 'DEBT_OUTSTANDING', 'COINS_CLEARING']),
      );
      expect(codesAt(path, 'post', 403)).toContain('EMAIL_NOT_VERIFIED');
    }
    expect(codesAt('/api/auth/sign-in', 'post', 429)).toEqual(['RATE_LIMITED', 'SIGN_IN_SLOWED', 'ACCOUNT_LOCKED']);
    expect(codesAt('/api/auth/verify-email', 'post', 400)).toEqual(
      expect.arrayContaining(['BODY_TOO_DEEP', 'INVALID_VERIFICATION_LINK']),
    );
    expect(codesAt('/api/proposals/{id}/dispute', 'post', 400)).toContain('NOT_YOUR_UPLOAD');
    expect(codesAt('/api/saved-searches/unsubscribe', 'get', 410)).toEqual(['LINK_EXPIRED']);
    expect(codesAt('/api/offers', 'post', 403)).toContain('EMAIL_NOT_VERIFIED');
    expect(codesAt('/api/offers/{id}/proposals', 'post', 403)).toEqual([
      'FORBIDDEN',
      'ACCOUNT_SUSPENDED',
      'EMAIL_NOT_VERIFIED',
      'FORBIDDEN_ORIGIN',
      'OWN_LISTING',
    ]);
    expect(codesAt('/api/offers/{id}/proposals', 'post', 409)).toEqual([
      'TRY_AGAIN',
      'LISTING_CLOSED',
      'PROPOSAL_PENDING',
    ]);
    // A write's body is read before its route runs.
    expect(codesAt('/api/me/favourites/{offerId}', 'put', 413)).toEqual(['BODY_TOO_LARGE']);
    expect(codesAt('/api/me/favourites/{offerId}', 'put', 415)).toEqual(['UNSUPPORTED_MEDIA_TYPE']);
    expect(codesAt('/api/offers', 'get', 413)).toEqual([]);
    // Every failure of every operation names at least one code.
    const unnamed = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, operation]) =>
        Object.entries(operation.responses)
          .filter(([status, response]) => Number(status) >= 400 && !response.description.startsWith('Error codes: '))
          .map(([status]) => `${method} ${path} ${status}`),
      ),
    );
    expect(unnamed).toEqual([]);
  });
});
