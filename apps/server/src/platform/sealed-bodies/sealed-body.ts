import {
  constants,
  createDecipheriv,
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPair,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto';
import { promisify } from 'node:util';
import { encryptedPlaintextSchema, type EncryptedPlaintext } from '@app/contract';
import { AppError } from '../../errors.ts';
import type { ServerKey } from './server-keys-repository.ts';

// The format is packages/contract/src/encryption.ts: RSA-OAEP-256 wraps a fresh AES-256-GCM key;
// the body is base64(iv[12] || ciphertext || tag[16]) with AAD "<METHOD> <path>".

const IV_BYTES = 12;
const TAG_BYTES = 16;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** 2048 bits: ~112-bit strength, and about 1 ms to unwrap a key on one core. */
export const RSA_BITS = 2048;

export const encryptionInvalid = (message: string) =>
  new AppError('request.encryption.invalid', message);

export async function generateServerKey(): Promise<ServerKey> {
  const { publicKey, privateKey } = await promisify(generateKeyPair)('rsa', {
    modulusLength: RSA_BITS,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  // The id is the key's fingerprint: the same key has the same id in every process.
  const der = createPublicKey(publicKey).export({ type: 'spki', format: 'der' });
  const keyId = `rsa-${createHash('sha256').update(der).digest('hex').slice(0, 16)}`;
  return { keyId, publicKey, privateKey };
}

export const loadPrivateKey = (pem: string): KeyObject => createPrivateKey(pem);

/** The AES key wrapped with one of `privateKeys` (tried in order); null when none unwraps it. */
function unwrapKey(privateKeys: readonly KeyObject[], wrapped: Buffer): Buffer | null {
  for (const key of privateKeys) {
    try {
      return privateDecrypt(
        { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        wrapped,
      );
    } catch {
      // not this key: OAEP's padding check fails for any other key
    }
  }
  return null;
}

/**
 * Unwraps the AES key with one of `privateKeys` (the active key first, then replaced ones still in
 * their grace period), authenticates and decrypts the body, and checks the plaintext's shape.
 * Timestamp and nonce are the caller's to check (they need the clock and the nonce store).
 */
export function openSealedBody(
  privateKeys: readonly KeyObject[],
  aad: string,
  wrappedKey: string,
  data: string,
): EncryptedPlaintext {
  if (!BASE64.test(wrappedKey) || !BASE64.test(data)) {
    throw encryptionInvalid('The Encryption header and body.data must be base64');
  }
  const aesKey = unwrapKey(privateKeys, Buffer.from(wrappedKey, 'base64'));
  if (!aesKey) {
    throw encryptionInvalid(
      'The body key could not be unwrapped: encrypt it with the current key from GET /wps/session/key/rsa',
    );
  }
  const bytes = Buffer.from(data, 'base64');
  if (aesKey.length !== 32 || bytes.length < IV_BYTES + TAG_BYTES + 2) {
    throw encryptionInvalid(
      'The encrypted body is malformed (AES-256-GCM: iv[12] || ciphertext || tag[16])',
    );
  }
  let plaintext: string;
  try {
    const decipher = createDecipheriv('aes-256-gcm', aesKey, bytes.subarray(0, IV_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    plaintext = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw encryptionInvalid(
      `The encrypted body failed authentication: it was altered, or sealed for another endpoint than ${aad}`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(plaintext);
  } catch {
    throw encryptionInvalid('The decrypted body is not JSON');
  }
  const result = encryptedPlaintextSchema.safeParse(parsed);
  if (!result.success) {
    throw encryptionInvalid('The decrypted body must be { payload, ts, nonce }');
  }
  return result.data;
}
