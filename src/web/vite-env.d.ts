/// <reference types="vite/client" />

// An interface, not a type: Vite's ImportMetaEnv is extended through declaration merging.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- see above
interface ImportMetaEnv {
  readonly VITE_SELLER_URL?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_PRODUCT_MARKETPLACE_URL?: string;
  readonly VITE_FACTORY_STORE_URL?: string;
}

// One locale's message catalogs, merged by scripts/messages-plugin.ts.
declare module 'virtual:messages/*' {
  const messages: Record<string, string | object>;
  export default messages;
}

// Each feature's catalog by locale, to import (scripts/messages-plugin.ts).
declare module 'virtual:message-areas' {
  const areas: Record<string, Record<string, () => Promise<{ default: Record<string, string | object> }>>>;
  export default areas;
}
