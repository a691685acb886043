-- Issue 38 item 5: staff correct a disputed line by a new entry (docs/settlement.md «A correction is a
-- new entry»). «Исправлено» may carry an amount in USD: + the fund owes the player, − the player owes
-- the fund. It is written as a debt row (`deductibles`, signed + owed by the player) of the category
-- below, so the next close settles it with the other debts and the player sees it line by line; the
-- answer keeps the amount and the row it wrote. The statement itself stays as frozen.
INSERT INTO deductible_categories (name) VALUES ('Исправления по выпискам') ON CONFLICT (name) DO NOTHING;

ALTER TABLE settlement_dispute_answers
  ADD COLUMN correction numeric(18, 2) CHECK (correction <> 0),
  ADD COLUMN deductible_id integer REFERENCES deductibles (id),
  ADD CONSTRAINT settlement_dispute_answers_correction_entry
    CHECK ((correction IS NULL) = (deductible_id IS NULL) AND (correction IS NULL OR decision = 'corrected'));

-- A credit (a negative debt balance: what the fund owes the player) is paid with the next statement,
-- so a statement's deductions total may be negative; what it pays is still the share less that total.
ALTER TABLE settlement_statements
  DROP CONSTRAINT settlement_statements_deductions_total_check,
  ADD CONSTRAINT settlement_statements_payout_rest CHECK (payout = player_share - deductions_total);
