/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API lives; empty means the same origin as the app (ARCHITECTURE.md "The API"). */
  readonly VITE_API_BASE_URL?: string;
  /** Sent as the `Merchant` header on every request. */
  readonly VITE_MERCHANT_CODE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/**
 * The contract's endpoints (vite/contract-endpoints.ts): every endpoint object it exports, by name.
 * In a production build the objects hold method, path, auth, encryption and module id only: their
 * zod schemas are left out.
 */
declare module 'virtual:contract-endpoints' {
  // Typed as the contract itself; at run time only its endpoint objects are exported (by name).
  export * from '@app/contract';
}

/** Half of a language's dictionary (vite/dictionary-parts.ts): the first screen's texts, or the rest. */
declare module '*.json?core' {
  import type en from './shared/i18n/locales/en.json';
  const texts: Partial<typeof en>;
  export default texts;
}
declare module '*.json?rest' {
  import type en from './shared/i18n/locales/en.json';
  const texts: Partial<typeof en>;
  export default texts;
}
declare module '*.json?agent' {
  import type en from './shared/i18n/locales/en.json';
  const texts: Partial<typeof en>;
  export default texts;
}
declare module '*.json?wallet' {
  import type en from './shared/i18n/locales/en.json';
  const texts: Partial<typeof en>;
  export default texts;
}
declare module '*.json?agentTeam' {
  import type en from './shared/i18n/locales/en.json';
  const texts: Partial<typeof en>;
  export default texts;
}
declare module '*.json?lottery' {
  import type en from './shared/i18n/locales/en.json';
  const texts: Partial<typeof en>;
  export default texts;
}
declare module '*.json?crash' {
  import type en from './shared/i18n/locales/en.json';
  const texts: Partial<typeof en>;
  export default texts;
}
declare module '*.json?originals' {
  import type en from './shared/i18n/locales/en.json';
  const texts: Partial<typeof en>;
  export default texts;
}
declare module '*.json?extras' {
  import type en from './shared/i18n/locales/en.json';
  const texts: Partial<typeof en>;
  export default texts;
}
