-- 010 server key rotation (issue 11): a replaced key still opens bodies until `expires_at` (its
-- grace period, fixed when it is replaced, so every process agrees on it). Private keys may now be
-- stored AES-256-GCM encrypted ('aes-256-gcm:' prefix) instead of as a PEM; both forms are read.
ALTER TABLE server_keys ADD COLUMN expires_at timestamptz;
ALTER TABLE server_keys ADD CONSTRAINT server_keys_expiry_ck
  CHECK ((retired_at IS NULL) = (expires_at IS NULL));
