-- Two-factor sign-in with an authenticator app (issue 41 item 1; docs/security.md "Two-factor
-- sign-in"). One TOTP secret per user (RFC 6238: SHA-1, 6 digits, 30 s): pending (enabled_at NULL)
-- from «Включить» until one valid code confirms it. last_step is the time step of the last code
-- accepted, so a code is accepted once (a later code must have a later step).
CREATE TABLE user_totp (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret text NOT NULL,
  enabled_at timestamptz,
  last_step integer,
  created_at timestamptz NOT NULL
);

-- Ten one-time recovery codes, given when 2FA is enabled: SHA-256 of the code (80 random bits,
-- so a plain hash is enough), used_at once spent.
CREATE TABLE user_recovery_codes (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  UNIQUE (user_id, code_hash)
);

-- The second step of a sign-in: a correct password of a user with 2FA answers a challenge (its
-- SHA-256 kept here), valid 5 minutes, for at most 5 wrong codes, completed once by a code.
CREATE TABLE login_challenges (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz
);
CREATE INDEX login_challenges_expiry_idx ON login_challenges (expires_at);

ALTER TABLE user_activity DROP CONSTRAINT user_activity_kind_check;
ALTER TABLE user_activity ADD CONSTRAINT user_activity_kind_check
  CHECK (kind IN ('sign_in', 'sign_in_new_device', 'sign_in_failed', 'session_ended', 'sessions_ended',
                  'two_factor_enabled', 'two_factor_disabled', 'two_factor_failed', 'recovery_code_used'));
