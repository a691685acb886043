-- Issue 38 item 4: a bundle's close freezes its settlement as a statement (docs/settlement.md
-- «Bundle close and statements»). One statement per bundle; a chain per player: number 1, 2, … and
-- previous_sha256 = the player's previous statement's content_sha256 (NULL for the first).
-- content is exactly what content_sha256 is computed over (its canonical serialization: keys sorted,
-- no spaces, amounts as decimal strings; api/src/routes/accounting/statements.ts); the columns beside
-- it repeat its figures for reading. A statement never changes: corrections are new entries that
-- show in the next bundle.
CREATE TABLE settlement_statements (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  contract_id integer NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  bundle_id integer NOT NULL UNIQUE REFERENCES bundles (id) ON DELETE CASCADE,
  bundle_number integer NOT NULL,
  number integer NOT NULL CHECK (number >= 1),
  terms jsonb NOT NULL,
  result numeric(18, 2) NOT NULL,
  makeup_before numeric(18, 2) NOT NULL CHECK (makeup_before >= 0),
  after_makeup numeric(18, 2) NOT NULL,
  player_share numeric(18, 2) NOT NULL,
  fund_share numeric(18, 2) NOT NULL,
  deductions_total numeric(18, 2) NOT NULL CHECK (deductions_total >= 0),
  payout numeric(18, 2) NOT NULL CHECK (payout >= 0),
  makeup_after numeric(18, 2) NOT NULL CHECK (makeup_after >= 0),
  makeup_written_off numeric(18, 2) NOT NULL,
  content jsonb NOT NULL,
  content_sha256 text NOT NULL CHECK (content_sha256 ~ '^[0-9a-f]{64}$'),
  previous_sha256 text CHECK (previous_sha256 ~ '^[0-9a-f]{64}$'),
  closed_by integer NOT NULL REFERENCES users (id),
  closed_at timestamptz NOT NULL,
  UNIQUE (user_id, number),
  CHECK ((number = 1) = (previous_sha256 IS NULL))
);
CREATE INDEX settlement_statements_contract_idx ON settlement_statements (contract_id, bundle_number);
CREATE TRIGGER settlement_statements_append_only BEFORE UPDATE OR DELETE ON settlement_statements
  FOR EACH ROW EXECUTE FUNCTION accounting_append_only();

-- The player's stored answers that read the bundles (the contract, the payout info) are stale once
-- a bundle is closed and the next opened (the change log of migration 095).
CREATE FUNCTION settlement_statements_answers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO answer_changes (user_id) VALUES (NEW.user_id);
  RETURN NULL;
END $$;
CREATE TRIGGER settlement_statements_answers AFTER INSERT ON settlement_statements
  FOR EACH ROW EXECUTE FUNCTION settlement_statements_answers();
