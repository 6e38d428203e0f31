/**
 * The browser's password manager (Credential Management API), which replaces the spec's
 * Base64-encoded password in local storage: the password stays in the browser's own encrypted
 * store and is offered back only to this origin. Chromium-based browsers implement it; elsewhere
 * these calls do nothing and the `autocomplete` attributes let the browser save the password.
 */
type PasswordCredentialCtor = new (init: {
  id: string;
  password: string;
  name?: string;
}) => Credential;

interface PasswordLike extends Credential {
  password?: string;
}

const passwordCredential = (): PasswordCredentialCtor | undefined =>
  (globalThis as { PasswordCredential?: PasswordCredentialCtor }).PasswordCredential;

export const canUseCredentials = () =>
  passwordCredential() !== undefined && typeof navigator.credentials?.store === 'function';

/** Offers the browser to save (or update) the password for this account. Never throws. */
export async function savePassword(id: string, password: string): Promise<void> {
  const Ctor = passwordCredential();
  if (!Ctor || !canUseCredentials()) return;
  try {
    await navigator.credentials.store(new Ctor({ id, password, name: id }));
  } catch {
    // The user declined, or the browser refused (e.g. not a secure context).
  }
}

/** A saved password for this site, if the browser hands one over; null otherwise. */
export async function loadPassword(): Promise<{ id: string; password: string } | null> {
  if (!canUseCredentials() || typeof navigator.credentials.get !== 'function') return null;
  try {
    const credential = (await navigator.credentials.get({
      password: true,
      mediation: 'optional',
    } as CredentialRequestOptions)) as PasswordLike | null;
    if (credential?.type === 'password' && typeof credential.password === 'string')
      return { id: credential.id, password: credential.password };
  } catch {
    // Not allowed here (iframe, insecure context): fall back to autocomplete.
  }
  return null;
}
