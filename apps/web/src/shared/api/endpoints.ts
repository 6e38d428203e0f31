/**
 * The contract's endpoints as the app uses them at run time. Features import endpoints from here,
 * never from '@app/contract' directly, so a production build carries no zod schemas (see
 * vite/contract-endpoints.ts); types still come from the contract.
 */
export * as endpoints from 'virtual:contract-endpoints';
