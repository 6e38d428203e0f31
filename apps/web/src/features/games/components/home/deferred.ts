import { useEffect } from 'react';

let release = () => {};
/**
 * Settles once the home has been committed for the first time. On the server it is settled from
 * the start: the page is rendered whole, the entrance's markup included.
 */
const firstCommit =
  typeof window === 'undefined'
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        release = resolve;
      });

/**
 * Loads a below-the-fold chunk only after the home's first commit. React asks for a lazy
 * component's code as soon as it meets it, during hydration; waiting keeps that request out of
 * what the first render needs (the size budget counts what is fetched before it). Meanwhile the
 * boundary keeps the server's markup and hydrates when the code arrives (selective hydration).
 */
export const afterFirstCommit = <T>(load: () => Promise<T>): Promise<T> => firstCommit.then(load);

/** Called by the always-loaded part of the home: its first commit releases the deferred chunks. */
export function useReleaseDeferred() {
  useEffect(() => release(), []);
}
