-- Issue 41 item 2, second half (docs/security.md "Wallet change and the payout hold"): a change of the
-- player's Skrill wallets (the onboarding form's skrill_* columns) is confirmed like a payout request
-- (password, or a code with 2FA on) and holds the player's payouts for 24 hours; each change is kept
-- (before and after) and logged for the owner.
ALTER TABLE users ADD COLUMN payouts_held_until timestamptz;

CREATE TABLE wallet_changes (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  before jsonb NOT NULL,
  after jsonb NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallet_changes_user_idx ON wallet_changes (user_id, id);

ALTER TABLE user_activity DROP CONSTRAINT user_activity_kind_check;
ALTER TABLE user_activity ADD CONSTRAINT user_activity_kind_check
  CHECK (kind IN ('sign_in', 'sign_in_new_device', 'sign_in_failed', 'session_ended', 'sessions_ended',
                  'two_factor_enabled', 'two_factor_disabled', 'two_factor_failed', 'recovery_code_used',
                  'device_forgotten', 'devices_forgotten', 'step_up_failed', 'wallet_changed'));
