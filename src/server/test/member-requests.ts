// A member's requests to a test file's app, sent with their session cookie, or with none for `undefined`.
import type { TestContext } from './app.ts';
import type { createSignedInMember } from './session.ts';

export type Signed = Awaited<ReturnType<typeof createSignedInMember>>;

/** Bound to a test file's app, read when a request is made (the app starts in beforeAll). */
export function memberRequests(context: () => TestContext) {
  const headersOf = (who: Signed | undefined) => (who ? { cookie: who.cookie } : {});
  const post = (url: string, who: Signed | undefined, payload?: object) =>
    context().app.inject({ method: 'POST', url, headers: headersOf(who), ...(payload ? { payload } : {}) });
  const get = (url: string, who: Signed | undefined) =>
    context().app.inject({ method: 'GET', url, headers: headersOf(who) });
  return { post, get };
}
