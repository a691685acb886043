-- Auth hardening (issue 17): an atomic login throttle and refresh-token families.

-- One counter per key (username+client, client), bumped by one INSERT ... ON CONFLICT DO UPDATE
-- statement, so parallel guesses cannot all read "under the limit" before any of them writes.
DROP TABLE login_failures;
CREATE TABLE login_throttle (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  attempts integer NOT NULL CHECK (attempts >= 0)
);
CREATE INDEX login_throttle_window_idx ON login_throttle (window_start);

-- Every refresh token descending from one login shares its family; reusing a rotated token
-- revokes the whole family.
ALTER TABLE refresh_tokens ADD COLUMN family text;
UPDATE refresh_tokens SET family = jti;
ALTER TABLE refresh_tokens ALTER COLUMN family SET NOT NULL;
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family);
