-- Curator and student area (spec 02 §3-§9): notes with types, homework edit authors,
-- custom statistics by revision, EV analysis. Builds on curator_students and homework of 001.

CREATE TABLE note_types (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  color text NOT NULL DEFAULT 'gray',
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE notes (
  id serial PRIMARY KEY,
  player_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  note_type_id integer NOT NULL REFERENCES note_types (id),
  text text NOT NULL CHECK (btrim(text) <> ''),
  created_by integer NOT NULL REFERENCES users (id),
  created_datetime timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES users (id),
  updated_datetime timestamptz
);
CREATE INDEX notes_player_idx ON notes (player_id, created_datetime DESC);

-- Who changed a homework last, plus the full trail of edits (spec: the author of every edit).
ALTER TABLE homework ADD COLUMN updated_by integer REFERENCES users (id);
ALTER TABLE homework ADD COLUMN updated_datetime timestamptz;

CREATE TABLE homework_edits (
  id serial PRIMARY KEY,
  homework_id integer NOT NULL REFERENCES homework (id) ON DELETE CASCADE,
  editor_id integer NOT NULL REFERENCES users (id),
  changes jsonb NOT NULL,
  edited_datetime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX homework_edits_homework_idx ON homework_edits (homework_id);

CREATE TABLE stat_categories (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE stat_fields (
  id serial PRIMARY KEY,
  category_id integer NOT NULL REFERENCES stat_categories (id),
  name text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (category_id, name)
);

-- One column of the stat table: the values of one revision taken on one date.
CREATE TABLE stat_records (
  id serial PRIMARY KEY,
  player_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  revision integer NOT NULL CHECK (revision BETWEEN 1 AND 6),
  revision_date timestamptz NOT NULL DEFAULT now(),
  created_by integer NOT NULL REFERENCES users (id),
  created_datetime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stat_records_player_idx ON stat_records (player_id, revision, revision_date);

CREATE TABLE stat_values (
  record_id integer NOT NULL REFERENCES stat_records (id) ON DELETE CASCADE,
  field_id integer NOT NULL REFERENCES stat_fields (id),
  value numeric(14, 2) NOT NULL,
  color text,
  note text,
  PRIMARY KEY (record_id, field_id)
);

-- EV analysis: rows (spots) by period; a cell has the EV and nm, the number of hands behind it.
CREATE TABLE ev_rows (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE ev_cells (
  id serial PRIMARY KEY,
  player_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  row_id integer NOT NULL REFERENCES ev_rows (id),
  period date NOT NULL,
  ev_value numeric(14, 2) NOT NULL,
  actual_value numeric(14, 2) NOT NULL,
  nm integer NOT NULL CHECK (nm >= 0),
  UNIQUE (player_id, row_id, period)
);
