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
 * The contract's endpoints (vite/contract-endpoints.ts). In a production build the objects hold
 * method, path, auth, encryption and module id only: their zod schemas are left out.
 */
declare module 'virtual:contract-endpoints' {
  import type { endpoints as contractEndpoints } from '@app/contract';
  export const endpoints: typeof contractEndpoints;
}
