/*
 * The login pop-ups' two marks, kept by this feature (the shared storage module is in every first
 * screen's code): in session storage the session they were last asked for (the tail of its token:
 * a new sign-in in the same tab asks again), in local storage the day the player chose "don't show
 * again today". Storage may be disabled: then they show each time, which is the safe side.
 */
const SHOWN = 'loginPopupShown';
const HIDDEN_ON = 'popupHiddenOn';

const area = (local: boolean): Storage | null => {
  try {
    return local ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
};
const read = (local: boolean, key: string) => {
  try {
    return area(local)?.getItem(key) ?? null;
  } catch {
    return null;
  }
};
const write = (local: boolean, key: string, value: string) => {
  try {
    area(local)?.setItem(key, value);
  } catch {
    // Quota or disabled storage: see above.
  }
};

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
  read(false, SHOWN) !== sessionMark(token) && read(true, HIDDEN_ON) !== today;

export const markPopupsShown = (token: string) => write(false, SHOWN, sessionMark(token));
export const hidePopupsToday = (today = localDate()) => write(true, HIDDEN_ON, today);
