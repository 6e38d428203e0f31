/**
 * A 401 means the session is gone (API-NOTES). The client cannot navigate by itself (it lives in
 * shared/ and knows no router), so the app registers what to do: clear the session, go to login.
 */
type Handler = () => void;
let handler: Handler | null = null;

export function onUnauthorized(next: Handler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}

export function notifyUnauthorized() {
  handler?.();
}
