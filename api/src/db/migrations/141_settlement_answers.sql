-- Issue 38 item 5: the player accepts a statement or disputes its lines; staff answer each disputed
-- line (docs/settlement.md «Accept or dispute»). A statement never changes (migration 133): what the
-- player and staff say about it goes into rows of its own, append-only too, and the statement's
-- status ('awaiting', 'disputed', 'answered', 'accepted', 'accepted_by_silence') is derived from them
-- and the clock when read (api/src/routes/accounting/statement-answers.ts).

-- The fund's setting: how many days after a close the player may dispute (and, once every disputed
-- line is answered, how many days after the last answer they have to accept); silence after that is
-- acceptance. One row.
CREATE TABLE settlement_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  dispute_days integer NOT NULL DEFAULT 3 CHECK (dispute_days BETWEEN 1 AND 60)
);
INSERT INTO settlement_settings DEFAULT VALUES;

-- The player's acceptance: at most one per statement.
CREATE TABLE settlement_acceptances (
  statement_id integer PRIMARY KEY REFERENCES settlement_statements (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  accepted_at timestamptz NOT NULL DEFAULT now()
);

-- A disputed line: its key in the statement ('figure:payout', 'account:12', 'movement:40',
-- 'deduction:3', 'bundle:1'), the player's comment and evidence link. One dispute per line.
CREATE TABLE settlement_disputes (
  id serial PRIMARY KEY,
  statement_id integer NOT NULL REFERENCES settlement_statements (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  line text NOT NULL CHECK (line ~ '^[a-z_]+:[a-z0-9_]+$'),
  comment text NOT NULL CHECK (btrim(comment) <> ''),
  link text NOT NULL CHECK (link ~ '^https?://'),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (statement_id, line)
);
CREATE INDEX settlement_disputes_user_idx ON settlement_disputes (user_id);

-- Staff's answer to a disputed line: rejected with a reason, or corrected (the reason says by which
-- new entry; the statement itself stays as frozen). One answer per dispute.
CREATE TABLE settlement_dispute_answers (
  dispute_id integer PRIMARY KEY REFERENCES settlement_disputes (id) ON DELETE CASCADE,
  decision text NOT NULL CHECK (decision IN ('rejected', 'corrected')),
  reason text NOT NULL CHECK (btrim(reason) <> ''),
  answered_by integer NOT NULL REFERENCES users (id),
  answered_at timestamptz NOT NULL DEFAULT now()
);

CREATE TRIGGER settlement_acceptances_append_only BEFORE UPDATE OR DELETE ON settlement_acceptances
  FOR EACH ROW EXECUTE FUNCTION accounting_append_only();
CREATE TRIGGER settlement_disputes_append_only BEFORE UPDATE OR DELETE ON settlement_disputes
  FOR EACH ROW EXECUTE FUNCTION accounting_append_only();
CREATE TRIGGER settlement_dispute_answers_append_only BEFORE UPDATE OR DELETE ON settlement_dispute_answers
  FOR EACH ROW EXECUTE FUNCTION accounting_append_only();
