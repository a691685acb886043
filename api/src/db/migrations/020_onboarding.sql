-- Onboarding (spec 01 §2, §3): reference lists, and the form stored in parts beside its jsonb copy.

CREATE TABLE countries (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  sort integer NOT NULL DEFAULT 0
);

-- Skrill residence regions (GET /api/users/residenceregions/).
CREATE TABLE residence_regions (
  id serial PRIMARY KEY,
  description text NOT NULL UNIQUE,
  sort integer NOT NULL DEFAULT 0
);

ALTER TABLE new_player_forms
  ADD COLUMN birthday date,
  ADD COLUMN telegram text,
  ADD COLUMN residence_country_id integer REFERENCES countries (id),
  ADD COLUMN no_skrill boolean,
  ADD COLUMN skrill_usd text,
  ADD COLUMN skrill_eur text,
  ADD COLUMN skrill_residence_id integer REFERENCES residence_regions (id);

CREATE TABLE new_player_form_answers (
  form_id integer NOT NULL REFERENCES new_player_forms (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position BETWEEN 1 AND 10),
  question text NOT NULL,
  answer text NOT NULL,
  PRIMARY KEY (form_id, position)
);

-- What the player declared for each account when joining: nickname, e-mail, balance, cashier screenshot.
CREATE TABLE account_onboarding (
  account_record_id integer PRIMARY KEY REFERENCES account_records (id) ON DELETE CASCADE,
  form_id integer NOT NULL REFERENCES new_player_forms (id) ON DELETE CASCADE,
  nickname text NOT NULL,
  email text,
  balance numeric(18, 2) NOT NULL CHECK (balance >= 0),
  screenshot text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_onboarding_form_idx ON account_onboarding (form_id);
