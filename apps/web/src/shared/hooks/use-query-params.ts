import { useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** Values to set; null or '' removes the parameter, undefined leaves it as it is. */
export type QueryChanges = Record<string, string | null | undefined>;

/**
 * A screen's state kept in its URL query: the query as rendered, and a change written over the
 * query as it is now, replacing the history entry (a filter tap is not a page of its own).
 *
 * React Router's own functional update starts from the query of the last render, so two changes
 * made before the screen re-renders (a second filter picked at once on a busy phone) lost the
 * first. Each change here starts from the one before it; the query the router commits (a change
 * arriving, back, a link) becomes the start again. Committed only: the router moves the location
 * in a transition, and a render in between still shows the old query.
 */
export function useQueryParams() {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);

  /** `edit` changes the query it is given (or returns the query to write); or the changes. */
  const change = (edit: QueryChanges | ((query: URLSearchParams) => URLSearchParams | void)) => {
    const query = new URLSearchParams(latest.current);
    const next = typeof edit === 'function' ? (edit(query) ?? query) : applyChanges(query, edit);
    latest.current = next;
    setParams(next, { replace: true });
  };
  return [params, change] as const;
}

function applyChanges(query: URLSearchParams, changes: QueryChanges): URLSearchParams {
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (value === null || value === '') query.delete(key);
    else query.set(key, value);
  }
  return query;
}
