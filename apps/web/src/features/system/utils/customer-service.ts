import type { SystemStatus } from '@app/contract';

type CustomerService = SystemStatus['info']['customerService'][number];
const list = (status: SystemStatus | undefined): CustomerService[] =>
  status?.info.customerService ?? [];

/** Spec 7: the customer-service entry of type '3' is the online service link. */
export const serviceLinkOf = (status: SystemStatus | undefined) =>
  list(status).find((c) => c.type === '3')?.url;

/** Spec 2.4: the side menu's Telegram link, only when configured. */
export const telegramLinkOf = (status: SystemStatus | undefined) =>
  list(status).find((c) => c.csPosition === 'TELEGRAM-1')?.url;

export const imageCdnsOf = (status: SystemStatus | undefined) => status?.info.imageCDNs ?? [];
