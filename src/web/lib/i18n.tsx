import { type ReactNode, useLayoutEffect, useState } from 'react';
import {
  createIntl,
  createIntlCache,
  type IntlConfig,
  type IntlShape,
  IntlProvider,
  type MessageDescriptor,
  type PrimitiveType,
} from 'react-intl';
import { IntlMessageFormat } from 'intl-messageformat';
import { defaultLocale, directionOf, isLocale, type Locale } from '#shared/locales.ts';
import areaLoaders from 'virtual:message-areas';

// The app's language (decision 056). The server picks it (the member's choice, the device's cookie, the browser's
// languages), names it in <html lang> and renders in it with every message at hand. The browser starts with the
// page's locale's first catalog (the layouts', the shared components' and the marketplace's messages); the other
// features' arrive with the pages that show them (src/web/app/router.tsx), before the page renders, so what a page
// renders first is what the server rendered. A change of language loads the new catalogs, then switches every screen
// at once.

/** One locale's messages, each parsed at build time (scripts/messages-plugin.ts). */
export type Messages = Record<string, string | object>;
type CatalogModule = Promise<{ default: Messages }>;

const loaders: Record<Locale, () => CatalogModule> = {
  en: () => import('virtual:messages/en'),
  es: () => import('virtual:messages/es'),
  fr: () => import('virtual:messages/fr'),
  de: () => import('virtual:messages/de'),
  ar: () => import('virtual:messages/ar'),
};
const areas: Record<string, Partial<Record<Locale, () => CatalogModule>>> = areaLoaders;

export type LoadedLocale = { locale: Locale; messages: Messages };

/** A locale's first catalog: on the server and in tests, every message. */
export async function loadLocale(locale: Locale): Promise<LoadedLocale> {
  const { default: messages } = await loaders[locale]();
  return { locale, messages };
}

/** The language the server named for this page. */
export function readPageLocale(): Locale {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : defaultLocale;
}

// The browser's language and the feature catalogs loaded in it so far. Never set on the server, where each render
// is given its own (I18nProvider's `initial`).
let current: LoadedLocale | null = null;
// Feature catalogs that arrived before the page's first catalog did.
const pendingAreas: Messages[] = [];
const listeners = new Set<() => void>();

/** The language the app shows now: the page's, or the one it switched to since. */
export const readAppLocale = (): Locale => current?.locale ?? readPageLocale();

// Development only: '?pseudo' in the address shows every message in the pseudo-locale (lib/pseudo-locale.ts).
const showsPseudo = import.meta.env.DEV && typeof window !== 'undefined' && /[?&]pseudo\b/.test(window.location.search);
let pseudoLocalize: ((messages: Messages) => Messages) | null = null;

function show(next: LoadedLocale): void {
  current = pseudoLocalize ? { ...next, messages: pseudoLocalize(next.messages) } : next;
  for (const listener of listeners) listener();
}

/** The areas of src/web whose catalogs arrive with their pages rather than with the app. */
export const messageAreas = [
  'category-blurbs',
  'accounts',
  'admin',
  'dashboard',
  'deals',
  'disputes',
  'favourites',
  'feedback',
  'listings',
  'members',
  'messaging',
  'notifications',
  'proposals',
  'saved-searches',
  'static-pages',
  'wallet',
] as const;
export type MessageArea = (typeof messageAreas)[number];

async function loadArea(area: MessageArea, locale: Locale): Promise<Messages> {
  const loader = areas[area]?.[locale];
  return loader ? (await loader()).default : {};
}

// The areas asked for so far, each with its load: a page asking for an area still on its way waits for it too.
const areaLoads = new Map<MessageArea, Promise<void>>();

// Shows `list` at once: a member's page asks for every area, and each show renders the app again.
async function showAreas(list: MessageArea[]): Promise<void> {
  const locale = readAppLocale();
  const catalogs = await Promise.all(list.map((area) => loadArea(area, locale)));
  if (!current) pendingAreas.push(...catalogs);
  else if (current.locale === locale) show({ locale, messages: Object.assign({}, current.messages, ...catalogs) });
  // The language changed meanwhile, by a switch that may not have known of these areas yet.
  else await showAreas(list);
}

/** Loads the catalogs of `list`, in the language the app shows; a build without them (the server's) has them all. */
export function loadMessageAreas(list: MessageArea[]): Promise<void> {
  const missing = list.filter((area) => !areaLoads.has(area));
  if (missing.length > 0) {
    const loading = showAreas(missing);
    for (const area of missing) areaLoads.set(area, loading);
  }
  return Promise.all(list.map((area) => areaLoads.get(area))).then(() => undefined);
}

/** Loads the page's first catalog, with any feature catalogs already in, and shows it. */
export async function startLocale(locale: Locale): Promise<void> {
  if (showsPseudo) ({ pseudoLocalize } = await import('#web/lib/pseudo-locale.ts'));
  const first = await loadLocale(locale);
  show({ locale, messages: Object.assign({}, first.messages, ...pendingAreas.splice(0)) });
}

/**
 * What the browser shows now, once startLocale is done: the first render gives it as `initial`, so hydration renders
 * with the feature catalogs that arrived after the first one, as the server did, and need not render again.
 */
export function readShownLocale(): LoadedLocale {
  if (!current) throw new Error('startLocale has not finished');
  return current;
}

/** Makes `locale` the app's language, on every screen and in <html lang dir>. Only in the browser. */
export async function switchLocale(locale: Locale): Promise<void> {
  const loadingFirst = loadLocale(locale);
  const catalogs = new Map<MessageArea, Messages>();
  let first: LoadedLocale | undefined;
  // A page that asks for areas while the switch loads shows them in the old language until the switch shows the
  // new one, which must hold them too: the switch shows once it has every area asked for so far.
  for (;;) {
    const missing = [...areaLoads.keys()].filter((area) => !catalogs.has(area));
    if (first && missing.length === 0) break;
    const [loadedFirst, loaded] = await Promise.all([
      loadingFirst,
      Promise.all(missing.map((area) => loadArea(area, locale))),
    ]);
    first = loadedFirst;
    missing.forEach((area, index) => catalogs.set(area, loaded[index] ?? {}));
  }
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  show({ locale, messages: Object.assign({}, first.messages, ...catalogs.values()) });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A message missing from a catalog is a bug the catalog check (scripts/check-messages.mjs) should have caught. The
 * unset locale react-intl reports is ours on purpose (intlSettings).
 */
function reportMissing(error: { code?: string; message: string }): void {
  if (error.code === 'INVALID_CONFIG') return;
  console.error(error.message);
}

// react-intl asks the browser whether it has a locale's number data before it makes an intl object, and again for
// each message with values it formats; the first such question loads ICU's number formats, a long task on a phone
// (docs/performance.md), which pages that show no number through Intl need not pay. Every browser has our five
// locales: a message takes its language as it is, and react-intl gets it as the default locale, which it takes
// without asking, only saying so (INVALID_CONFIG, which reportMissing passes over).
IntlMessageFormat.resolveLocale = (locales) =>
  new Intl.Locale((Array.isArray(locales) ? locales[0] : locales) ?? defaultLocale);

/** react-intl's settings for a catalog. */
const intlSettings = ({ locale, messages }: LoadedLocale): IntlConfig => ({
  // Unset on purpose (above): react-intl takes the default locale for it.
  locale: undefined as unknown as string,
  defaultLocale: locale,
  messages: messages as never,
  onError: reportMissing,
});

// The app's catalog as an intl object, for what is said outside React; made again only when the language shown or
// its catalog changes.
const intlCache = createIntlCache();
const appIntls = new WeakMap<LoadedLocale, IntlShape>();

/**
 * A message of the app's catalogs in the language the app shows now (`current`), for words said outside React: a
 * toast raised by a timer or a cache event. Before startLocale has run no catalog is in, and the id shows.
 */
export function formatAppMessage(
  id: NonNullable<MessageDescriptor['id']>,
  values?: Record<string, PrimitiveType>,
): string {
  const shown = current ?? { locale: readPageLocale(), messages: {} };
  let intl = appIntls.get(shown);
  if (!intl) {
    intl = createIntl(intlSettings(shown), intlCache);
    appIntls.set(shown, intl);
  }
  return intl.formatMessage({ id }, values);
}

/**
 * Gives its children the language `initial` (on the server, and in the browser as it first renders), and in the
 * browser whatever the app loads and switches to after. Subscribed as the first render commits, not with Preact's
 * useSyncExternalStore, which subscribes only once the browser has painted: a page the router showed in between
 * rendered without the catalogs that had arrived meanwhile.
 */
export function I18nProvider({ initial, children }: { initial: LoadedLocale; children: ReactNode }) {
  const [loaded, setLoaded] = useState(initial);
  useLayoutEffect(() => {
    const update = () => setLoaded(current ?? initial);
    update();
    return subscribe(update);
  }, [initial]);
  return <IntlProvider {...intlSettings(loaded)}>{children}</IntlProvider>;
}
