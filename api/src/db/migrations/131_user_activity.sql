-- The user's own activity log (issue 41 item 4): sign-ins (successful and failed, with the address
-- and the user agent), sessions ended. Written in the transaction of what it records (a failed
-- sign-in on its own); read by the user on the «Безопасность» page. A failed sign-in of an unknown
-- username belongs to nobody and is not kept.
CREATE TABLE user_activity (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('sign_in', 'sign_in_failed', 'session_ended', 'sessions_ended')),
  ip text NOT NULL DEFAULT '',
  user_agent text NOT NULL DEFAULT '',
  -- How many sessions an ending ended; NULL for a sign-in.
  ended integer,
  at timestamptz NOT NULL
);
CREATE INDEX user_activity_user_idx ON user_activity (user_id, id DESC);
