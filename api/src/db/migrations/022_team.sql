-- The team table (/team, spec 02 §2-§3): columns and rows as stored, each row with an optional colour.

CREATE TABLE team_columns (
  key text PRIMARY KEY CHECK (key ~ '^[a-z_]+$'),
  title text NOT NULL,
  position integer NOT NULL UNIQUE
);

CREATE TABLE team_members (
  id serial PRIMARY KEY,
  user_id integer UNIQUE REFERENCES users (id) ON DELETE SET NULL,
  position integer NOT NULL,
  -- column key → cell value (text or number)
  cells jsonb NOT NULL,
  color text CHECK (color IS NULL OR color ~ '^#[0-9a-fA-F]{6}$'),
  active boolean NOT NULL DEFAULT true
);
