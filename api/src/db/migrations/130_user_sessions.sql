-- Sessions the user can see and end (issue 41 item 3): one row per refresh-token family, i.e. per
-- sign-in. The browser's user agent and address at the sign-in, the last rotation's address and
-- time. A session is active while it is not ended and its family holds a live refresh token.
-- Ending one sets `ended_at` under the row's lock, which a rotation of that family takes too: a
-- rotation in flight either commits first (its new token is then revoked with the family) or sees
-- the session ended and issues nothing.
CREATE TABLE user_sessions (
  id serial PRIMARY KEY,
  family text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  user_agent text NOT NULL DEFAULT '',
  ip text NOT NULL DEFAULT '',
  started_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  ended_at timestamptz
);
CREATE INDEX user_sessions_user_idx ON user_sessions (user_id) WHERE ended_at IS NULL;

-- Families issued before this migration become sessions of unknown device and address.
INSERT INTO user_sessions (family, user_id, started_at, last_seen_at)
SELECT family, min(user_id), min(created_at), max(created_at) FROM refresh_tokens GROUP BY family;
