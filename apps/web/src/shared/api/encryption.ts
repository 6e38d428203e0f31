/**
 * Encrypted request bodies exactly as packages/contract/src/encryption.ts describes them: a fresh
 * AES-256-GCM key per request (random 12-byte iv, AAD "<METHOD> <path>"), wrapped with the server's
 * RSA-OAEP-256 key. WebCrypto only: no crypto library ships to the browser.
 */
export interface SealedBody {
  body: { data: string };
  /** Value of the `Encryption` header: the wrapped AES key, base64. */
  encryption: string;
}

const utf8 = (text: string) => new TextEncoder().encode(text);

/**
 * The contract's `encryptionAad`, restated: importing it would pull its module's zod schemas (and
 * zod) into the first screen's JS. A test checks that both give the same text.
 */
export const additionalData = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function fromBase64(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** 32 hex characters from 16 random bytes: the single-use nonce the server remembers. */
export function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The server publishes SPKI in PEM; WebCrypto wants the DER bytes inside it. */
export function importRsaPublicKey(pem: string): Promise<CryptoKey> {
  const der = fromBase64(pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, ''));
  return crypto.subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'encrypt',
  ]);
}

export async function sealBody(
  method: string,
  path: string,
  payload: unknown,
  publicKey: CryptoKey,
): Promise<SealedBody> {
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, [
    'encrypt',
  ]);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plaintext = JSON.stringify({ payload, ts: Date.now(), nonce: randomNonce() });
  // WebCrypto returns ciphertext || tag[16], so iv || that is the contract's layout.
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: utf8(additionalData(method, path)), tagLength: 128 },
    aesKey,
    utf8(plaintext),
  );
  const rawKey = await crypto.subtle.exportKey('raw', aesKey);
  const wrapped = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, rawKey);
  const data = new Uint8Array(iv.length + sealed.byteLength);
  data.set(iv);
  data.set(new Uint8Array(sealed), iv.length);
  return { body: { data: toBase64(data) }, encryption: toBase64(new Uint8Array(wrapped)) };
}

/**
 * The server's public key, fetched once and kept for the visit. `forget` drops it, so the next
 * encrypted call fetches it again (the server rotated its key and refused the old one).
 */
export function createKeyCache(load: () => Promise<{ publicKey: string }>) {
  let pending: Promise<CryptoKey> | null = null;
  return {
    get(): Promise<CryptoKey> {
      pending ??= load()
        .then((k) => importRsaPublicKey(k.publicKey))
        .catch((error: unknown) => {
          // A failed fetch must not stick: the next call tries again.
          pending = null;
          throw error;
        });
      return pending;
    },
    forget() {
      pending = null;
    },
  };
}
