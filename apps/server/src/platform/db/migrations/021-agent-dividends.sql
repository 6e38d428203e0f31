-- 021 dividend contracts (issue 20): a share of the team's net loss over a half month (the 1st to
-- the 15th, the 16th to the month's end), offered, decided and paid as the daily wage is. A bill
-- now covers a range of merchant days: `period` its first, `period_end` its last.
ALTER TABLE agent_contracts DROP CONSTRAINT agent_contracts_kind_check;
ALTER TABLE agent_contracts ADD CONSTRAINT agent_contracts_kind_check
  CHECK (kind IN ('daily_wage', 'dividend'));

ALTER TABLE agent_contract_bills ADD COLUMN period_end date;
UPDATE agent_contract_bills SET period_end = period;
ALTER TABLE agent_contract_bills ALTER COLUMN period_end SET NOT NULL;
ALTER TABLE agent_contract_bills ADD CONSTRAINT agent_contract_bills_period_check
  CHECK (period_end >= period);
