// The server render of the public pages (decision 046). The render itself is the web app's (src/web/entry-server.tsx,
// built into dist/ssr); the server hands it a way to read its own API as a visitor and puts what it renders into
// index.html.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { type CurrencyCode, readCurrencyCookie } from '#shared/currency.ts';
import { chooseLocale, type Locale } from '#shared/locales.ts';
import type { SessionResponse } from '#shared/schemas/accounts.ts';
import { sessionCookieName } from './auth.ts';

/** A fetch for the render's API reads: answered by the server's own routes in process. */
export type SendRequest = (url: string, init: RequestInit) => Promise<Response>;

export type RenderedPage = {
  status: number;
  /** The markup inside <div id="root">. */
  html: string;
  /** The query cache the page was rendered from, as JSON safe inside a script element. */
  state: string;
  /** The page modules the browser loads to hydrate it (createModulePreloads). */
  sources: string[];
  /** The language it is in. */
  locale: Locale;
  /** The title and description the page names, in that language. */
  head?: { title: string; description: string } | null;
};

/** What a page's request says that its page depends on, beside its address. */
export type PageRequestHeaders = { cookie?: string | undefined; 'accept-language'?: string | undefined };

/** A visitor's page is in the language of their cookie, else the first of their browser's that the app speaks. */
export const pageLocaleOf = (headers: PageRequestHeaders): Locale =>
  chooseLocale({ cookies: headers.cookie, acceptLanguage: headers['accept-language'] });

/**
 * src/web/entry-server.tsx's renderPage: null for an address that is not a public page. `currency` is the display
 * currency of the visitor's cookie (readCurrencyCookie); `asMember` renders as the member whose session `send`
 * carries, on any page.
 */
export type RenderPage = (
  url: string,
  send: SendRequest,
  options: { locale: Locale; currency: CurrencyCode | null; asMember?: boolean },
) => Promise<RenderedPage | null>;

/**
 * Reads through the app's own routes with the given Cookie header, or none: a public render holds only what any
 * visitor may see, so it can be cached and shared, and a member's own view arrives after hydration.
 */
export function createInProcessSend(app: FastifyInstance, cookies?: string): SendRequest {
  return async (url, init) => {
    const response = await app.inject({
      method: (init.method ?? 'GET') as HTTPMethods,
      url,
      headers: { accept: 'application/json', ...(cookies ? { cookie: cookies } : {}) },
    });
    const hasBody = response.statusCode !== 204 && response.statusCode !== 304;
    return new Response(hasBody ? response.body : null, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };
}

// better-auth names it with __Secure- in front over https.
const sessionCookiePattern = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${sessionCookieName.replace('.', '\\.')}=`);

/** Whether a Cookie header carries a session: then only the session says whose page it is. */
export const hasSessionCookie = (cookies: string | undefined) => Boolean(cookies && sessionCookiePattern.test(cookies));

/**
 * A suspended member's page, rendered as they see it (the suspension notice in place of what they cannot use),
 * or null for anyone else, whose page is the shared visitor render. Never cached: it is one member's.
 */
export function createSuspendedRender(app: FastifyInstance, render: RenderPage) {
  return async (url: string, headers: PageRequestHeaders): Promise<RenderedPage | null> => {
    const cookies = headers.cookie;
    if (!hasSessionCookie(cookies)) return null;
    const send = createInProcessSend(app, cookies);
    const session = await send('/api/auth/session', {});
    if (!session.ok) return null;
    const { user } = (await session.json()) as SessionResponse;
    if (user?.status !== 'suspended') return null;
    const locale = chooseLocale({ member: user.language, cookies, acceptLanguage: headers['accept-language'] });
    return render(url, send, { locale, currency: readCurrencyCookie(cookies), asMember: true });
  };
}

/** index.html with the rendered page in its root and the page's state beside it, for the browser to hydrate. */
export function fillRoot(html: string, page: RenderedPage): string {
  return html.replace(
    /<div id="root"><\/div>/,
    () => `<div id="root">${page.html}</div><script type="application/json" id="page-state">${page.state}</script>`,
  );
}

/** The web build's server render (dist/ssr/entry-server.js), when there is one; `npm run dev` renders in the browser. */
export async function loadServerRender(file: string): Promise<RenderPage | undefined> {
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderPage: RenderPage };
  return module.renderPage;
}
