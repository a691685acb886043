-- Issue 38: a contract's settlement terms (docs/settlement.md). The contract row keeps the terms it
-- started with; staff changes are appended to contract_terms, each applying from a bundle number
-- on (the next bundle when it is made), so a bundle is always settled under the terms it started
-- with. The terms of bundle n: the latest change with from_bundle <= n, else the contract's own.
ALTER TABLE contracts ADD COLUMN makeup_carried boolean NOT NULL DEFAULT true;
ALTER TABLE contracts ADD COLUMN makeup_at_end text NOT NULL DEFAULT 'written_off'
  CHECK (makeup_at_end IN ('written_off', 'owed'));

CREATE TABLE contract_terms (
  id serial PRIMARY KEY,
  contract_id integer NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  from_bundle integer NOT NULL CHECK (from_bundle >= 1),
  personal_share numeric(5, 2) NOT NULL CHECK (personal_share BETWEEN 0 AND 100),
  makeup_carried boolean NOT NULL,
  makeup_at_end text NOT NULL CHECK (makeup_at_end IN ('written_off', 'owed')),
  amount_games integer NOT NULL CHECK (amount_games >= 0),
  min_personalfunds_buyins integer NOT NULL CHECK (min_personalfunds_buyins >= 0),
  set_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contract_terms_contract_idx ON contract_terms (contract_id, from_bundle, id);
CREATE TRIGGER contract_terms_append_only BEFORE UPDATE OR DELETE ON contract_terms
  FOR EACH ROW EXECUTE FUNCTION accounting_append_only();

-- The player's stored answers that read the terms are stale once a change is appended (the
-- change log of migration 095).
CREATE FUNCTION contract_terms_answers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO answer_changes (user_id)
    SELECT DISTINCT k.user_id FROM changed_new r JOIN contracts k ON k.id = r.contract_id;
  RETURN NULL;
END $$;
CREATE TRIGGER contract_terms_answers_ins AFTER INSERT ON contract_terms REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION contract_terms_answers();

-- The payout info deducts the debts (deductibles) since issue 38: a new debt row changes it too.
CREATE FUNCTION deductibles_answers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN INSERT INTO answer_changes (user_id) VALUES (OLD.user_id); END IF;
  IF TG_OP <> 'DELETE' THEN INSERT INTO answer_changes (user_id) VALUES (NEW.user_id); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER deductibles_answers AFTER INSERT OR UPDATE OR DELETE ON deductibles
  FOR EACH ROW EXECUTE FUNCTION deductibles_answers();

-- The terms in force for a bundle number of a contract.
CREATE FUNCTION contract_terms_at(p_contract integer, p_bundle integer)
RETURNS TABLE (personal_share numeric, makeup_carried boolean, makeup_at_end text, amount_games integer,
               min_personalfunds_buyins integer, from_bundle integer)
LANGUAGE sql STABLE AS $$
  SELECT * FROM (
    SELECT t.personal_share, t.makeup_carried, t.makeup_at_end, t.amount_games, t.min_personalfunds_buyins,
           t.from_bundle
      FROM contract_terms t WHERE t.contract_id = p_contract AND t.from_bundle <= p_bundle
     ORDER BY t.from_bundle DESC, t.id DESC LIMIT 1) changed
  UNION ALL
  SELECT c.personal_share, c.makeup_carried, c.makeup_at_end, c.amount_games, c.min_personalfunds_buyins, 1
    FROM contracts c WHERE c.id = p_contract
     AND NOT EXISTS (SELECT 1 FROM contract_terms t WHERE t.contract_id = p_contract AND t.from_bundle <= p_bundle)
$$;
