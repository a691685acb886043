-- The login rule for accounts with two-factor sign-in (issue 41 item 5; docs/security.md "Login
-- throttling"). throttle_key names the counter of the challenge's code tries: an HMAC of the
-- account and the password typed, so only callers who typed the same password share it (NULL in
-- a challenge of before: the account's counter). candidate: a challenge given over the per-address
-- limit without checking the password holds the password typed, sealed with the server's key
-- (auth/secret-box.ts), checked only after a correct code and cleared when the challenge is spent.
ALTER TABLE login_challenges ADD COLUMN throttle_key text;
ALTER TABLE login_challenges ADD COLUMN candidate text;
