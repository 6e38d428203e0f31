export * from './envelope.ts';
export * from './error-codes.ts';
export * from './headers.ts';
export * from './endpoint.ts';
export * from './whitelabel.ts';
export * from './endpoints/system.ts';
export * from './endpoints/content.ts';
export { endpoints } from './endpoints/index.ts';
