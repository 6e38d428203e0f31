import { z } from 'zod';

/**
 * Encrypted request bodies (ARCHITECTURE.md "Security"; deliberately stronger than the DES and
 * textbook RSA of the platforms in API-NOTES.md).
 *
 * The client makes a fresh AES-256-GCM key per request, wraps it with the server's RSA-OAEP-256
 * public key (`GET /wps/session/key/rsa`) into the `Encryption` header (base64), and sends
 * `{ data: base64(iv[12] || ciphertext || tag[16]) }`. The additional authenticated data is
 * `"<METHOD> <path>"`, so a body cannot be replayed against another endpoint. The plaintext is
 * `{ payload, ts, nonce }`: the server refuses a `ts` outside +-2 minutes and a nonce it has seen.
 */
export const encryptedBodySchema = z.strictObject({ data: z.string().min(24).max(200_000) });
export type EncryptedBody = z.infer<typeof encryptedBodySchema>;

export const encryptedPlaintextSchema = z.strictObject({
  payload: z.unknown(),
  ts: z.number().int(),
  nonce: z.string().min(16).max(64),
});
export type EncryptedPlaintext = z.infer<typeof encryptedPlaintextSchema>;

export const ENCRYPTION_MAX_SKEW_MS = 120_000;
export const encryptionAad = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

export const rsaKeySchema = z.object({
  keyId: z.string(),
  /** SPKI, PEM encoded. */
  publicKey: z.string(),
  algorithm: z.literal('RSA-OAEP-256+A256GCM'),
});
