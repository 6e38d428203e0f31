-- 005 the cashier (issue 9): deposit channels and promotions, deposit orders, payout accounts, the
-- payment password's lock, withdrawal orders, and what the records screens read. Money still moves
-- only as journal entries (001); these tables hold the orders' states, never a balance.
--
-- Ledger accounts this issue adds (accounts.kind; all in the merchant's currency):
--   member_withdraw_hold  per member: what pending withdrawals hold. A request moves the amount from
--                         member_wallet here; approval pays it out to withdraw_clearing, rejection
--                         moves it back. So the wallet is always what can be bet or withdrawn, and
--                         wallet + hold is what the member owns; both are sums of lines.
--   deposit_clearing      house: the outside side of approved deposits (money that arrived at the
--                         channel's account); it goes negative as deposits are credited.
--   withdraw_clearing     house: the outside side of paid withdrawals.
--   cashier_fees          house: deposit fees kept by the operator.
--   promotion_budget      house: funded from house_cash by the seed (or the operator); bonuses are
--                         paid from it and stop, rather than overdraw it, when it runs out.
--   adjustments           house: the other side of operator credits and debits.
-- Journal idempotency keys: deposit:<orderId>:credit, deposit:<orderId>:bonus,
-- withdraw:<orderId>:hold, withdraw:<orderId>:payout, withdraw:<orderId>:release,
-- adjust:<memberId>:<idempotencyKey>.

ALTER TABLE merchants
  -- IANA zone of the merchant's days: "today" on the records screens, the daily withdrawal limits.
  ADD COLUMN time_zone text NOT NULL DEFAULT 'Asia/Dhaka',
  -- Withdrawal rules: { minMinor, maxMinor, dailyCount, dailySumMinor } (contract getWithdrawInfo).
  ADD COLUMN withdraw_limits jsonb NOT NULL
    DEFAULT '{"minMinor": 50000, "maxMinor": 2500000, "dailyCount": 5, "dailySumMinor": 5000000}';

-- Wrong payment passwords in a row; at 5 the password is locked until it is set again by SMS code.
ALTER TABLE members
  ADD COLUMN payment_password_failures smallint NOT NULL DEFAULT 0;

CREATE TABLE deposit_channels (
  merchant_code       text NOT NULL REFERENCES merchants (code),
  code                text NOT NULL CHECK (code IN ('BANK', 'BKASH', 'NAGAD', 'ROCKET')),
  enabled             boolean NOT NULL DEFAULT true,
  sort                smallint NOT NULL DEFAULT 0,
  min_minor           bigint NOT NULL CHECK (min_minor > 0),
  max_minor           bigint NOT NULL,
  -- Below 100%: a fee of the whole amount would credit nothing.
  fee_bps             integer NOT NULL DEFAULT 0 CHECK (fee_bps BETWEEN 0 AND 9999),
  quick_amounts_minor bigint[] NOT NULL DEFAULT '{}',
  -- { accountName, accountNumber, bankName, branch } (contract payToSchema)
  pay_to              jsonb NOT NULL,
  PRIMARY KEY (merchant_code, code),
  CHECK (max_minor >= min_minor)
);

-- Deposit promotions: a percentage of the deposit up to a cap. Titles per language ({"BN": ...,
-- "EN": ...}), picked by the Language header with the merchant's default as fallback.
CREATE TABLE deposit_promotions (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code     text NOT NULL REFERENCES merchants (code),
  title             jsonb NOT NULL,
  description       jsonb NOT NULL DEFAULT '{}',
  percent           integer NOT NULL CHECK (percent BETWEEN 1 AND 100),
  cap_minor         bigint NOT NULL CHECK (cap_minor > 0),
  min_deposit_minor bigint NOT NULL DEFAULT 0 CHECK (min_deposit_minor >= 0),
  image_url         text,
  active            boolean NOT NULL DEFAULT true,
  sort              smallint NOT NULL DEFAULT 0,
  created_at        timestamptz NOT NULL DEFAULT now()
);

CREATE SEQUENCE deposit_order_seq;
CREATE TABLE deposit_orders (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id        text NOT NULL UNIQUE
                    DEFAULT 'D' || lpad(nextval('deposit_order_seq')::text, 10, '0'),
  merchant_code   text NOT NULL REFERENCES merchants (code),
  member_id       bigint NOT NULL REFERENCES members (id),
  channel         text NOT NULL,
  status          text NOT NULL DEFAULT 'awaiting_payment'
                    CHECK (status IN ('awaiting_payment', 'submitted', 'approved', 'rejected',
                                      'expired')),
  amount_minor    bigint NOT NULL CHECK (amount_minor > 0),
  fee_minor       bigint NOT NULL CHECK (fee_minor >= 0 AND fee_minor < amount_minor),
  -- Expected from the promotion at creation; what was paid once approved (0 if the budget ran out).
  bonus_minor     bigint NOT NULL DEFAULT 0 CHECK (bonus_minor >= 0),
  promotion_id    bigint REFERENCES deposit_promotions (id),
  -- The channel's account at creation: instructions do not change under an open order.
  pay_to          jsonb NOT NULL,
  reference       text,
  reject_reason   text,
  -- The client's key; a retry with the same key and body answers this order again.
  idempotency_key text NOT NULL,
  request_hash    text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  expires_at      timestamptz NOT NULL DEFAULT now() + interval '24 hours',
  decided_at      timestamptz,
  UNIQUE (member_id, idempotency_key)
);
CREATE INDEX deposit_orders_member_idx ON deposit_orders (member_id, created_at DESC, id DESC);
CREATE INDEX deposit_orders_status_idx ON deposit_orders (merchant_code, status, updated_at);

CREATE TABLE payout_accounts (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id      bigint NOT NULL REFERENCES members (id),
  type           text NOT NULL CHECK (type IN ('BKASH', 'NAGAD', 'BANK')),
  holder_name    text NOT NULL,
  account_number text NOT NULL,
  bank_name      text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  -- Unbound accounts stay for the withdrawals that name them.
  removed_at     timestamptz
);
CREATE UNIQUE INDEX payout_accounts_uq ON payout_accounts (member_id, type, account_number)
  WHERE removed_at IS NULL;

CREATE SEQUENCE withdrawal_order_seq;
CREATE TABLE withdrawal_orders (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id          text NOT NULL UNIQUE
                      DEFAULT 'W' || lpad(nextval('withdrawal_order_seq')::text, 10, '0'),
  merchant_code     text NOT NULL REFERENCES merchants (code),
  member_id         bigint NOT NULL REFERENCES members (id),
  payout_account_id bigint NOT NULL REFERENCES payout_accounts (id),
  status            text NOT NULL DEFAULT 'pending'
                      CHECK (status IN ('pending', 'approved', 'rejected')),
  amount_minor      bigint NOT NULL CHECK (amount_minor > 0),
  reject_reason     text,
  idempotency_key   text NOT NULL,
  request_hash      text NOT NULL,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  decided_at        timestamptz,
  UNIQUE (member_id, idempotency_key)
);
CREATE INDEX withdrawal_orders_member_idx ON withdrawal_orders (member_id, created_at DESC, id DESC);
CREATE INDEX withdrawal_orders_status_idx ON withdrawal_orders (merchant_code, status, created_at);

-- Betting records filter a member's settled rounds by time, newest first (bets_member_idx, 004),
-- and by vendor within them.
CREATE INDEX bets_member_vendor_idx ON bets (member_id, vendor, settled_at DESC);
