import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { DehydratedState } from '@tanstack/react-query';
import { readCurrencyCookie } from '#shared/currency.ts';
import { Providers } from '#web/app/providers.tsx';
import { expectHydration, hydrateInParts, nextTask } from '#web/components/hydrate-later.tsx';
import { routes } from '#web/app/router.tsx';
import { cn } from '#web/lib/cn.ts';
import { currencyRatesQuery, takeRatesFrom } from '#web/lib/currency-rates.ts';
import { pageStateElementId, restorePageState } from '#web/lib/page-state.ts';
import { runEffectsAfterEachRender } from '#web/lib/effect-timing.ts';
import { readPageLocale, readShownLocale, startLocale } from '#web/lib/i18n.tsx';
import { readDeviceCurrency } from '#web/lib/preferences.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { registerServiceWorker } from '#web/lib/service-worker.ts';
import { rereadServerRenderForMember, sessionQuery } from '#web/lib/session.ts';
import './styles.css';

// Zod tries `new Function` the first time it parses, to compile its parsers. The CSP refuses eval, so the try only
// logs a violation (one of Lighthouse's best practices); jitless, zod never tries. Set on zod's own global, before
// its lazy chunk parses anything and without loading it here.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}
(globalThis.__zod_globalConfig ??= {}).jitless = true;

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const queryClient = createQueryClient();
// Figures convert at the rates this cache holds: a server-rendered page's state brings those its HTML used.
takeRatesFrom(queryClient);
const stateElement = document.getElementById(pageStateElementId);

// A public page arrives rendered by the server (src/web/entry-server.tsx), with the query cache it was rendered
// from. The router loads its route's lazy parts before it reads as initialized, and the page hydrates only then, so
// that the first render is the page itself, as in the HTML, rather than the router's loading fallback.
function waitUntilInitialized(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

// Hydrating is one task the browser cannot interrupt. Asking for the session, work that only the first use of a
// library does (tailwind-merge builds its class table) and making the router run in tasks of their own before it,
// while the route's parts download, so that no single task keeps a phone from answering a tap for long.
async function prepareFirstRender(): Promise<void> {
  await nextTask();
  void queryClient.prefetchQuery(sessionQuery);
  await nextTask();
  cn('p-0', 'p-1');
  await nextTask();
}

async function start(root: HTMLElement): Promise<void> {
  // The catalog downloads while the page's state is read and its route's parts load.
  const loadingLocale = startLocale(readPageLocale());
  const state = stateElement?.textContent ? (JSON.parse(stateElement.textContent) as DehydratedState) : null;
  const renderedCurrency = state ? readCurrencyCookie(document.cookie) : null;
  if (state) {
    expectHydration();
    restorePageState(queryClient, state);
    rereadServerRenderForMember(queryClient);
    await nextTask();
  }
  // Figures in another currency than USD wait for no other read to convert at the current rates (a page the server
  // rendered in it brought them already).
  const deviceCurrency = readDeviceCurrency();
  if (deviceCurrency && deviceCurrency !== 'USD') void queryClient.prefetchQuery(currencyRatesQuery);
  const router = createBrowserRouter(routes);
  if (state) {
    await Promise.all([waitUntilInitialized(router), prepareFirstRender(), loadingLocale]);
    await nextTask();
  }
  await loadingLocale;
  const locale = readShownLocale();
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient} locale={locale} renderedCurrency={renderedCurrency}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  if (state) hydrateInParts(() => hydrateRoot(root, app));
  else createRoot(root).render(app);
  runEffectsAfterEachRender();
}

void start(container);
// `npm run dev` builds no /sw.js.
if (import.meta.env.PROD) registerServiceWorker();
