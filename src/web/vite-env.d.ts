/// <reference types="vite/client" />

// An interface, not a type: Vite's ImportMetaEnv is extended through declaration merging.
interface ImportMetaEnv {
  readonly VITE_SELLER_URL?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
}
