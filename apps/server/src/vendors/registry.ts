import type { AppConfig } from '../config.ts';
import type { VendorAdapter } from './adapter.ts';
import { demoAdapter } from './demo/demo-vendor.ts';

/**
 * The adapter of a vendor. The reference server has one integration, the demo vendor, standing in
 * for every seeded vendor; a real integration is added here by its vendor code.
 */
export function vendorAdapter(config: AppConfig, vendorCode: string): VendorAdapter {
  const integrations: Record<string, VendorAdapter> = {};
  return integrations[vendorCode] ?? demoAdapter(config, vendorCode);
}
