import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { StrictMode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { CurrencyCode } from '#shared/currency.ts';
import type { Locale } from '#shared/locales.ts';
import type { PublicSettings } from '#shared/schemas/accounts.ts';
import { Providers } from '#web/app/providers.tsx';
import { type PageHead, PageHeadContext } from '#web/components/page-meta.tsx';
import type { PageHandle } from '#web/app/router.tsx';
import { routes } from '#web/app/router.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { loadLocale } from '#web/lib/i18n.tsx';
import { publicSettingsQuery } from '#web/lib/public-settings.ts';
import { sessionQuery } from '#web/lib/session.ts';
import { savePageState, serializePageState } from '#web/lib/page-state.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { currencyRatesQuery } from '#web/lib/currency-rates.ts';
import { runWithApiTransport } from '#web/ssr/api-transport.ts';
import { runWithDisplayRates } from '#web/ssr/display-rates.ts';

// The server render of the public pages (decision 046): the same routes and components as the browser, rendered
// for a visitor. Built by `vite build --ssr` into dist/ssr and loaded by the server; the server's side of this
// contract is src/server/platform/server-render.ts.

type RenderedPage = {
  /** 503 in maintenance, 404 when the page's own read found nothing (an unknown or unpublished listing), else 200. */
  status: number;
  /** The markup inside <div id="root">. */
  html: string;
  /** The query cache the page was rendered from, for the browser to start from (lib/page-state.ts). */
  state: string;
  /** The modules of the matched pages (PageHandle.source), whose chunks the browser will load to hydrate. */
  sources: string[];
  locale: Locale;
  /** The title and description the page names, in its language. */
  head: PageHead | null;
};

type Send = (url: string, init: RequestInit) => Promise<Response>;

const handler = createStaticHandler(routes);

/**
 * Renders a public page for `url` (a path with its query), reading through `send` as a visitor, in `locale`, with
 * prices in `currency` (the device's cookie), or returns null when the address is not a public page (member and admin pages
 * render in the browser). With `asMember`, `send` carries a member's session and any page renders as they would
 * see it first: the server renders a suspended member's pages this way, so the suspension is in the first HTML.
 */
export async function renderPage(
  url: string,
  send: Send,
  { locale, currency, asMember = false }: { locale: Locale; currency: CurrencyCode | null; asMember?: boolean },
): Promise<RenderedPage | null> {
  const request = new Request(new URL(url, 'http://render.invalid'));
  const context = await handler.query(request);
  if (context instanceof Response) return null;
  const page = context.matches.at(-1)?.route.handle as PageHandle | undefined;
  if (!page?.serverRendered && !asMember) return null;

  const queryClient = createQueryClient();
  const requestUrl = new URL(request.url);
  const loadingLocale = loadLocale(locale);
  await runWithApiTransport(send, () =>
    Promise.all([
      queryClient.prefetchQuery(publicSettingsQuery),
      asMember && queryClient.prefetchQuery(sessionQuery),
      // Prices in another currency than USD convert at the current rates, which travel with the page's state.
      currency && currency !== 'USD' && queryClient.prefetchQuery(currencyRatesQuery),
      ...context.matches.map((match) => {
        const prefetch = (match.route.handle as PageHandle | undefined)?.prefetch;
        return prefetch?.({ queryClient, params: match.params, url: requestUrl });
      }),
    ]),
  );
  const notFound = queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.error instanceof ApiError && query.state.error.status === 404);

  const router = createStaticRouter(handler.dataRoutes, context);
  const loadedLocale = await loadingLocale;
  let head: PageHead | null = null;
  const nameHead = (named: PageHead) => {
    head = named;
  };
  // The JSX is typed as React's and built as Preact's (decision 047).
  const html = await runWithDisplayRates(queryClient, async () =>
    renderToStringAsync(
      (
        <StrictMode>
          <Providers queryClient={queryClient} locale={loadedLocale} renderedCurrency={currency}>
            <PageHeadContext value={nameHead}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </PageHeadContext>
          </Providers>
        </StrictMode>
      ) as unknown as VNode,
    ),
  );
  const state = serializePageState(savePageState(queryClient));
  const settings = queryClient.getQueryData<PublicSettings>(publicSettingsQuery.queryKey);
  const maintenance = settings?.maintenanceMode === true;
  queryClient.clear();
  const status = maintenance ? 503 : notFound ? 404 : 200;
  const handles = context.matches.flatMap((match) => (match.route.handle as PageHandle | undefined) ?? []);
  // The page's message catalogs load beside its chunks, as the build names them (scripts/messages-plugin.ts).
  const catalogs = [locale, ...handles.flatMap((handle) => handle.messageAreas.map((area) => `${locale}/${area}`))];
  const sources = [
    ...handles.map((handle) => handle.source),
    ...catalogs.map((catalog) => `../../virtual:messages/${catalog}`),
  ];
  return { status, html, state, sources, locale, head };
}
