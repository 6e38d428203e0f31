import type { AppConfig } from '../config.ts';
import { AppError } from '../errors.ts';
import type { VendorAdapter } from './adapter.ts';
import { demoAdapter } from './demo/demo-vendor.ts';

/**
 * The adapter of a vendor. The reference server has one integration, the demo vendor, standing in
 * for every seeded vendor in demo mode (DEMO=1) only; a real integration is added here by its
 * vendor code. Outside demo mode a vendor without one cannot be launched.
 */
export function vendorAdapter(config: AppConfig, vendorCode: string): VendorAdapter {
  const integrations: Record<string, VendorAdapter> = {};
  const adapter =
    integrations[vendorCode] ?? (config.demo ? demoAdapter(config, vendorCode) : null);
  if (!adapter) {
    throw new AppError('function.not.available', 'This game vendor is not connected');
  }
  return adapter;
}
