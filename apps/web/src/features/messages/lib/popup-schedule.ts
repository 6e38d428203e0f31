import { storage, textKey } from '@/shared/lib/storage';

/*
 * The login pop-ups' two marks, kept by this feature with the shared storage codecs (not in the
 * shared key list, which is in every first screen's code): in session storage the session they
 * were last asked for (the tail of its token: a new sign-in in the same tab asks again), in local
 * storage the day the player chose "don't show again today".
 */
const shownKey = textKey<string>('loginPopupShown', 'session', () => true);
const hiddenOnKey = textKey<string>('popupHiddenOn', 'local', (raw) =>
  /^\d{4}-\d{2}-\d{2}$/.test(raw),
);

/** Which session a mark is for: the token's tail (the token itself is already in local storage). */
const sessionMark = (token: string) => token.slice(-16);

const pad = (n: number) => String(n).padStart(2, '0');
/** The reader's local date, YYYY-MM-DD: "today" is the player's day, not the server's. */
export const localDate = (d = new Date()) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * Whether the login pop-ups are due: once per session (asked for this token yet?), and not on a
 * day the player chose "don't show again today".
 */
export const popupsDue = (token: string, today = localDate()) =>
  storage.get(shownKey) !== sessionMark(token) && storage.get(hiddenOnKey) !== today;

export const markPopupsShown = (token: string) => storage.set(shownKey, sessionMark(token));
export const hidePopupsToday = (today = localDate()) => storage.set(hiddenOnKey, today);
