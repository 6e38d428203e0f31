import { useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A screen's state kept in its URL query: the query as rendered, and a change written over the
 * query as it is now, replacing the history entry (a filter tap is not a page of its own).
 *
 * React Router's own functional update starts from the query of the last render, so two changes
 * made before the screen re-renders (a second filter picked at once on a busy phone) lost the
 * first. Each change here starts from the one before it until the router shows a new query.
 */
export function useQueryParams() {
  const [params, setParams] = useSearchParams();
  const latest = useRef({ rendered: params, now: params });
  if (latest.current.rendered !== params) latest.current = { rendered: params, now: params };

  /** `edit` changes the query it is given, or returns the query to write instead. */
  const change = (edit: (query: URLSearchParams) => URLSearchParams | void) => {
    const query = new URLSearchParams(latest.current.now);
    const next = edit(query) ?? query;
    latest.current.now = next;
    setParams(next, { replace: true });
  };
  return [params, change] as const;
}
