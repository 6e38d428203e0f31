-- 019 agent contracts (issue 20): what an upline (or the platform, for a top agent) offers an agent
-- of its direct downline, and the bills their settlement writes. Today: the daily wage, a rate of
-- the team's valid stake by tier (team valid stake and active members).
--
-- A contract is offered, then accepted (active) or rejected by the agent; an offer replaced by a
-- newer one is void, an active one ended by a newer acceptance is expired. One offered and one
-- active contract of a kind per agent at most (the partial unique indexes).
CREATE TABLE agent_contracts (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  kind          text NOT NULL CHECK (kind IN ('daily_wage')),
  agent_id      bigint NOT NULL REFERENCES members (id),
  -- The upline who pays; null: the platform (a top agent's contract, offered by the operator).
  upline_id     bigint REFERENCES members (id),
  -- [{ validStakeMinor, activeMembers, rateBp }], thresholds and rates rising.
  tiers         jsonb NOT NULL,
  state         text NOT NULL DEFAULT 'offered'
                CHECK (state IN ('offered', 'active', 'rejected', 'expired', 'void')),
  created_at    timestamptz NOT NULL DEFAULT now(),
  decided_at    timestamptz,
  ended_at      timestamptz
);
CREATE UNIQUE INDEX agent_contracts_offered_uq ON agent_contracts (agent_id, kind)
  WHERE state = 'offered';
CREATE UNIQUE INDEX agent_contracts_active_uq ON agent_contracts (agent_id, kind)
  WHERE state = 'active';
CREATE INDEX agent_contracts_upline_idx ON agent_contracts (upline_id, created_at DESC);
CREATE INDEX agent_contracts_merchant_state_idx ON agent_contracts (merchant_code, state);

-- One bill per contract and merchant day: the figures it used, the tier reached, the amount, and
-- whether it is paid (the payment's journal entry) or waits for the payer's funds.
CREATE TABLE agent_contract_bills (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  contract_id      bigint NOT NULL REFERENCES agent_contracts (id),
  agent_id         bigint NOT NULL REFERENCES members (id),
  upline_id        bigint REFERENCES members (id),
  period           date NOT NULL,
  figures          jsonb NOT NULL,
  rate_bp          integer NOT NULL CHECK (rate_bp >= 0),
  amount_minor     bigint NOT NULL CHECK (amount_minor >= 0),
  state            text NOT NULL CHECK (state IN ('pending', 'paid')),
  journal_entry_id bigint REFERENCES journal_entries (id),
  created_at       timestamptz NOT NULL DEFAULT now(),
  paid_at          timestamptz,
  UNIQUE (contract_id, period)
);
CREATE INDEX agent_contract_bills_agent_idx ON agent_contract_bills (agent_id, period DESC);
CREATE INDEX agent_contract_bills_upline_idx ON agent_contract_bills (upline_id, period DESC);
CREATE INDEX agent_contract_bills_pending_idx ON agent_contract_bills (state) WHERE state = 'pending';
