import { getConsolidatedSettings, getRegisterSettings, getSystemStatus } from './system.ts';
import { getAnnouncements, getBanners, getHelpCenter } from './content.ts';

/** Every endpoint of the API; the server registers each, OpenAPI lists each. */
export const endpoints = {
  getSystemStatus,
  getConsolidatedSettings,
  getRegisterSettings,
  getAnnouncements,
  getBanners,
  getHelpCenter,
} as const;
