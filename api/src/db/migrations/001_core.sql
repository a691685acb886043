-- Core schema: users and auth, settings, content, rooms and accounts, onboarding, homework.
-- One schema for PGlite and PostgreSQL. Money is numeric, never float.

CREATE TABLE users (
  id serial PRIMARY KEY,
  username text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  is_curator boolean NOT NULL DEFAULT false,
  date_joined timestamptz NOT NULL DEFAULT now(),
  shark_player_group text,
  player_level text,
  player_level_group text
);

CREATE TABLE user_permissions (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  permission text NOT NULL,
  PRIMARY KEY (user_id, permission)
);

CREATE TABLE refresh_tokens (
  id serial PRIMARY KEY,
  jti text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);

CREATE TABLE login_failures (
  id serial PRIMARY KEY,
  username text NOT NULL,
  ip text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX login_failures_username_idx ON login_failures (username, created_at);
CREATE INDEX login_failures_ip_idx ON login_failures (ip, created_at);

CREATE TABLE web_messages (
  id serial PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('info', 'warning', 'error', 'success')),
  text text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE documents (
  id serial PRIMARY KEY,
  title text NOT NULL,
  url text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

-- One row (id = 1): the frontend settings of spec 01 §3.
CREATE TABLE frontend_settings (
  id integer PRIMARY KEY CHECK (id = 1),
  allow_untracked_input jsonb NOT NULL DEFAULT '[]',
  single_screenshot_rooms jsonb NOT NULL DEFAULT '{}'
);

CREATE TABLE rooms (
  id integer PRIMARY KEY,
  name text NOT NULL,
  full_name text NOT NULL,
  short_name text NOT NULL,
  network text NOT NULL,
  description text NOT NULL DEFAULT '',
  needs_email boolean NOT NULL DEFAULT false,
  virtual boolean NOT NULL DEFAULT false,
  currency_name text NOT NULL DEFAULT 'USD'
);

CREATE TABLE chip_currencies (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  chip_rate numeric(18, 6) NOT NULL CHECK (chip_rate > 0)
);

-- A player's account in a room (nickname = name).
CREATE TABLE account_records (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  room_id integer NOT NULL REFERENCES rooms (id),
  name text NOT NULL,
  email text,
  club_name text,
  ewallet_address text,
  chip_currency_id integer REFERENCES chip_currencies (id),
  can_request_deposit boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (room_id, name)
);
CREATE INDEX account_records_user_idx ON account_records (user_id);

CREATE TABLE new_player_forms (
  id serial PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  payload jsonb NOT NULL,
  submitted_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE curator_students (
  curator_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  student_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (curator_id, student_id)
);
CREATE INDEX curator_students_student_idx ON curator_students (student_id);

CREATE TABLE homework (
  id serial PRIMARY KEY,
  topic text NOT NULL,
  description text NOT NULL DEFAULT '',
  deadline timestamptz NOT NULL,
  curator_id integer NOT NULL REFERENCES users (id),
  player_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  is_completed boolean NOT NULL DEFAULT false,
  completed_datetime timestamptz,
  is_closed boolean NOT NULL DEFAULT false,
  closed_datetime timestamptz,
  created_datetime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX homework_player_idx ON homework (player_id);
CREATE INDEX homework_curator_idx ON homework (curator_id);

CREATE TABLE homework_messages (
  id serial PRIMARY KEY,
  homework_id integer NOT NULL REFERENCES homework (id) ON DELETE CASCADE,
  author_id integer NOT NULL REFERENCES users (id),
  text text NOT NULL,
  created_datetime timestamptz NOT NULL DEFAULT now(),
  edited_datetime timestamptz
);
CREATE INDEX homework_messages_homework_idx ON homework_messages (homework_id);

CREATE TABLE homework_message_reads (
  message_id integer NOT NULL REFERENCES homework_messages (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (message_id, user_id)
);
