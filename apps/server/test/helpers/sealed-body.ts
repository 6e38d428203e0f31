import { randomBytes, webcrypto } from 'node:crypto';
import { encryptionAad } from '@app/contract';

const { subtle } = webcrypto;

export interface SealOptions {
  /** Defaults to now; tests move it to make stale requests. */
  ts?: number;
  /** Defaults to 32 random hex characters; tests reuse one to replay. */
  nonce?: string;
  /** Seal for this path instead (AAD of another endpoint). */
  aadPath?: string;
}

export interface Sealed {
  body: { data: string };
  /** The `Encryption` header: the AES key wrapped with RSA-OAEP-256, base64. */
  encryption: string;
}

export const importPublicKey = (pem: string) =>
  subtle.importKey(
    'spki',
    Buffer.from(pem.replace(/-----(BEGIN|END) PUBLIC KEY-----|\s+/g, ''), 'base64'),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );

/**
 * Seals a payload the way the web app does (apps/web/src/shared/api/encryption.ts), with WebCrypto
 * only: a fresh AES-256-GCM key and iv, AAD "<METHOD> <path>", key wrapped by RSA-OAEP-256.
 */
export async function sealBody(
  publicKeyPem: string,
  method: string,
  path: string,
  payload: unknown,
  options: SealOptions = {},
): Promise<Sealed> {
  const publicKey = await importPublicKey(publicKeyPem);
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const plaintext = JSON.stringify({
    payload,
    ts: options.ts ?? Date.now(),
    nonce: options.nonce ?? randomBytes(16).toString('hex'),
  });
  const sealed = await subtle.encrypt(
    {
      name: 'AES-GCM',
      iv,
      additionalData: new TextEncoder().encode(encryptionAad(method, options.aadPath ?? path)),
      tagLength: 128,
    },
    aesKey,
    new TextEncoder().encode(plaintext),
  );
  const wrapped = await subtle.encrypt(
    { name: 'RSA-OAEP' },
    publicKey,
    await subtle.exportKey('raw', aesKey),
  );
  return {
    body: { data: Buffer.concat([iv, new Uint8Array(sealed)]).toString('base64') },
    encryption: Buffer.from(wrapped).toString('base64'),
  };
}
