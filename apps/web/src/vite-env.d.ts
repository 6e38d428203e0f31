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
  import type * as contract from '@app/contract';
  type Contract = typeof contract;
  type EndpointExports = {
    [K in keyof Contract as Contract[K] extends contract.Endpoint ? K : never]: Contract[K];
  };
  export const endpoints: Contract['endpoints'] & EndpointExports;
}
