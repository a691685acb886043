-- «Доверять этому устройству 30 дней» (issue 41 item 1; docs/security.md "Two-factor sign-in"): a
-- device token given with a sign-in by a code, kept by the browser and sent in place of a code at
-- the next sign-in (the password is still asked). Only its SHA-256 is kept; password_tag is an HMAC
-- of the user's password hash at the time, so any change of the password revokes it; disabling
-- or enabling 2FA again deletes them.
CREATE TABLE trusted_devices (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  password_tag text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX trusted_devices_user_idx ON trusted_devices (user_id);
