import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// A private key in the database is either its PEM (no SERVER_KEY_ENCRYPTION_KEY when it was
// stored) or `aes-256-gcm:` + base64(iv[12] || ciphertext || tag[16]), with the key's id as AAD so
// that a sealed key cannot be moved to another row.

const PREFIX = 'aes-256-gcm:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class ServerKeyStorageError extends Error {
  override name = 'ServerKeyStorageError';
}

export const isEncryptedAtRest = (stored: string) => stored.startsWith(PREFIX);

export function encryptPrivateKey(pem: string, keyId: string, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(keyId, 'utf8'));
  const sealed = Buffer.concat([
    iv,
    cipher.update(pem, 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return PREFIX + sealed.toString('base64');
}

/** The PEM of a stored private key; a clear error when the environment's key cannot open it. */
export function decryptPrivateKey(stored: string, keyId: string, key: Buffer | undefined): string {
  if (!isEncryptedAtRest(stored)) return stored;
  if (!key) {
    throw new ServerKeyStorageError(
      `the private key of server key ${keyId} is stored encrypted: set SERVER_KEY_ENCRYPTION_KEY ` +
        'to the key it was encrypted with',
    );
  }
  const bytes = Buffer.from(stored.slice(PREFIX.length), 'base64');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(keyId, 'utf8'));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new ServerKeyStorageError(
      `SERVER_KEY_ENCRYPTION_KEY does not open the stored private key of server key ${keyId}: ` +
        'it was encrypted with another key (or the row was altered)',
    );
  }
}
