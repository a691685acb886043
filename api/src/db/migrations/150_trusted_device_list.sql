-- The trusted devices the user sees and forgets on the «Безопасность» page (issue 41 item 1;
-- docs/security.md "Trusted devices"): the browser's user agent and address when it was trusted
-- (rows of before: empty, shown as an unknown device). New kinds of the user's activity log:
-- one device forgotten, all forgotten (`ended` holds how many), and a refused step-up (a wrong
-- password or code confirming money leaving the fund, item 2).
ALTER TABLE trusted_devices ADD COLUMN user_agent text NOT NULL DEFAULT '';
ALTER TABLE trusted_devices ADD COLUMN ip text NOT NULL DEFAULT '';

ALTER TABLE user_activity DROP CONSTRAINT user_activity_kind_check;
ALTER TABLE user_activity ADD CONSTRAINT user_activity_kind_check
  CHECK (kind IN ('sign_in', 'sign_in_new_device', 'sign_in_failed', 'session_ended', 'sessions_ended',
                  'two_factor_enabled', 'two_factor_disabled', 'two_factor_failed', 'recovery_code_used',
                  'device_forgotten', 'devices_forgotten', 'step_up_failed'));
