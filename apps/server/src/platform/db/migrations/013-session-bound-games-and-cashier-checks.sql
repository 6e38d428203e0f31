-- Issue 19 (safe by default): game sessions end with the platform session that launched them, and
-- the cashier's checks on payer references and payout numbers.

-- A platform session's public number: launch tokens name it (never the token or its hash).
ALTER TABLE sessions ADD COLUMN id bigint GENERATED ALWAYS AS IDENTITY;
ALTER TABLE sessions ADD CONSTRAINT sessions_id_uq UNIQUE (id);

-- The demo vendor's game sessions belong to the platform session that launched them: a logout or
-- a password change deletes that session and its games with it; expiry and a disabled member are
-- checked on every look-up. Game sessions opened before this binding cannot be bound: they end.
DELETE FROM demo_vendor_sessions;
ALTER TABLE demo_vendor_sessions
  ADD COLUMN platform_session_id bigint NOT NULL REFERENCES sessions (id) ON DELETE CASCADE;
CREATE INDEX demo_vendor_sessions_platform_idx ON demo_vendor_sessions (platform_session_id);

-- A payer reference compared as people type it: case, spaces, '-' and '_' do not matter
-- ('trx 12-34' is 'TRX1234'). Other orders of the merchant with the same key are shown to the
-- operator beside the order, and the demo auto-approver never approves such an order.
ALTER TABLE deposit_orders ADD COLUMN reference_key text
  GENERATED ALWAYS AS (upper(regexp_replace(reference, '[\s_-]', '', 'g'))) STORED;
CREATE INDEX deposit_orders_reference_key_idx ON deposit_orders (merchant_code, reference_key)
  WHERE reference_key IS NOT NULL;

-- One payout number per merchant and type among live accounts, whoever holds it: a number that
-- another member has bound is refused, and this index is the last word when two bind at once.
ALTER TABLE payout_accounts ADD COLUMN merchant_code text REFERENCES merchants (code);
UPDATE payout_accounts p SET merchant_code = m.merchant_code FROM members m WHERE m.id = p.member_id;
ALTER TABLE payout_accounts ALTER COLUMN merchant_code SET NOT NULL;
-- Numbers already bound by several members stay with the first to bind them; the later bindings
-- are unbound (the rows stay for the withdrawals that name them; a pending one is still paid).
UPDATE payout_accounts p SET removed_at = now()
 WHERE p.removed_at IS NULL
   AND EXISTS (
     SELECT 1 FROM payout_accounts q
      WHERE q.merchant_code = p.merchant_code AND q.type = p.type
        AND q.account_number = p.account_number AND q.removed_at IS NULL
        AND (q.created_at, q.id) < (p.created_at, p.id));
CREATE UNIQUE INDEX payout_accounts_number_uq
  ON payout_accounts (merchant_code, type, account_number) WHERE removed_at IS NULL;
