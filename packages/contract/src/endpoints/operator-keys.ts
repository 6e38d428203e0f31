import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

/**
 * The server's RSA key of encrypted bodies (ARCHITECTURE "Security"), for the operator: which keys
 * are stored, and a rotation on command. A replaced key still opens bodies until `validUntil` (its
 * grace period); clients that sealed with it after that get 400 `request.encryption.invalid`,
 * fetch the new key from GET /wps/session/key/rsa and send again.
 */
export const serverKeyStatusSchema = z.object({
  keyId: z.string(),
  /** active: published and used; grace: replaced, still opens bodies; expired: deleted at the next rotation. */
  state: z.enum(['active', 'grace', 'expired']),
  createdAt: z.iso.datetime(),
  retiredAt: z.iso.datetime().nullable(),
  validUntil: z.iso.datetime().nullable(),
  /** The private key is stored AES-256-GCM encrypted (SERVER_KEY_ENCRYPTION_KEY), not as plain PEM. */
  encryptedAtRest: z.boolean(),
});
export type ServerKeyStatus = z.infer<typeof serverKeyStatusSchema>;

export const operatorListServerKeys = defineEndpoint({
  method: 'GET',
  path: '/operator/server-keys',
  summary: 'Operator: the stored body encryption keys (active first) and their state',
  tags: ['operator'],
  value: z.object({ list: z.array(serverKeyStatusSchema) }),
  auth: false,
});

export const operatorRotateServerKey = defineEndpoint({
  method: 'POST',
  path: '/operator/server-keys/rotate',
  summary:
    'Operator: replaces the body encryption key now; the old one opens bodies for the grace period',
  tags: ['operator'],
  body: z.strictObject({
    /** Overrides SERVER_KEY_GRACE_MINUTES for the key replaced now; 0 refuses it at once (a leak). */
    graceMinutes: z.number().min(0).max(10_080).optional(),
  }),
  value: z.object({ list: z.array(serverKeyStatusSchema) }),
  auth: false,
});
