import { storage, storageKeys } from '@/shared/lib/storage';

const pad = (n: number) => String(n).padStart(2, '0');
/** The reader's local date, YYYY-MM-DD: "today" is the player's day, not the server's. */
export const localDate = (d = new Date()) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * Whether the login pop-ups are due: once per session (a sign-in clears the session flag,
 * session-store.ts), and not on a day the player chose "don't show again today".
 */
export const popupsDue = (today = localDate()) =>
  storage.get(storageKeys.loginPopupShown) !== '1' &&
  storage.get(storageKeys.popupHiddenOn) !== today;

export const markPopupsShown = () => storage.set(storageKeys.loginPopupShown, '1');
export const hidePopupsToday = (today = localDate()) =>
  storage.set(storageKeys.popupHiddenOn, today);
