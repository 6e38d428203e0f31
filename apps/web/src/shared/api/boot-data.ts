import { BOOT_DATA_ELEMENT_ID, type BootData } from '@app/contract';

let read: BootData | null | undefined;

/**
 * The answers a rendering server put inline in the page (contract `BootData`), or null when the
 * page has none (the dev server, a static host) or they do not parse: the app then asks the API.
 * Read once: a screen that loads later finds what the page it started on carried.
 */
export function readBootData(): BootData | null {
  if (read !== undefined) return read;
  const text =
    typeof document === 'undefined'
      ? null
      : document.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent;
  read = null;
  if (!text) return read;
  try {
    const boot = JSON.parse(text) as BootData | null;
    read = boot && typeof boot === 'object' && boot.status && boot.settings ? boot : null;
  } catch {
    read = null;
  }
  return read;
}
